import type { glimpses as english } from '../en/glimpses';
import type { PanelArea } from '../panel-area';

export const glimpses: PanelArea<typeof english> = {
  'admin.glimpse.noVideo': '还没有视频',
  'admin.glimpse.noPhotos': '还没有照片',
  'admin.glimpse.noDates': '还没有日期',
  'admin.glimpse.named': '{{what}}：{{names}}',
  'admin.glimpse.hidden': '已隐藏',
  'admin.glimpse.separator': '、',
  'admin.glimpse.videos_one': '{{count}} 个视频',
  'admin.glimpse.videos_other': '{{count}} 个视频',
  'admin.glimpse.photos_one': '{{count}} 张照片',
  'admin.glimpse.photos_other': '{{count}} 张照片',
  'admin.glimpse.services_one': '{{count}} 项服务',
  'admin.glimpse.services_other': '{{count}} 项服务',
  'admin.glimpse.dates_one': '{{count}} 场演出',
  'admin.glimpse.dates_other': '{{count}} 场演出',
};
