import type { options as english } from '../en/options';
import type { PanelArea } from '../panel-area';

export const options: PanelArea<typeof english> = {
  'admin.option.icon.camera': '카메라',
  'admin.option.icon.palette': '팔레트',
  'admin.option.icon.other': '기타',
  'admin.option.icon.Calendar': '달력',
  'admin.option.icon.Phone': '전화',
  'admin.option.icon.Message': '메시지',
  'admin.option.icon.Clock': '시계',
  'admin.option.icon.Settings': '설정',
  'admin.option.icon.Eye': '눈',
  'admin.option.icon.Move': '이동',
  'admin.option.align.left': '왼쪽',
  'admin.option.align.center': '가운데',
  'admin.option.align.right': '오른쪽',
  'admin.option.serviceN': '서비스 {{n}}',
  'admin.option.videoN': '동영상 {{n}}',
  'admin.option.inTimeZone': '시간대: {{zone}}',
  'admin.option.usernamePlaceholder': 'yourname',
};
