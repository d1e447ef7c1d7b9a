import type { options as english } from '../en/options';
import type { PanelArea } from '../panel-area';

export const options: PanelArea<typeof english> = {
  'admin.option.icon.camera': '相机',
  'admin.option.icon.palette': '调色板',
  'admin.option.icon.other': '其他',
  'admin.option.icon.Calendar': '日历',
  'admin.option.icon.Phone': '电话',
  'admin.option.icon.Message': '消息',
  'admin.option.icon.Clock': '时钟',
  'admin.option.icon.Settings': '设置',
  'admin.option.icon.Eye': '眼睛',
  'admin.option.icon.Move': '移动',
  'admin.option.align.left': '左对齐',
  'admin.option.align.center': '居中',
  'admin.option.align.right': '右对齐',
  'admin.option.serviceN': '服务 {{n}}',
  'admin.option.videoN': '视频 {{n}}',
  'admin.option.inTimeZone': '时区：{{zone}}',
  'admin.option.usernamePlaceholder': 'yourname',
};
