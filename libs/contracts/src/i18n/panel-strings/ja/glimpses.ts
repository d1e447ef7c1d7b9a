import type { glimpses as english } from '../en/glimpses';
import type { PanelArea } from '../panel-area';

export const glimpses: PanelArea<typeof english> = {
  'admin.glimpse.noVideo': '動画はまだありません',
  'admin.glimpse.noPhotos': '写真はまだありません',
  'admin.glimpse.noDates': '日程はまだありません',
  'admin.glimpse.named': '{{what}}：{{names}}',
  'admin.glimpse.hidden': '非表示',
  'admin.glimpse.separator': '、',
  'admin.glimpse.videos_one': '動画 {{count}} 本',
  'admin.glimpse.videos_other': '動画 {{count}} 本',
  'admin.glimpse.photos_one': '写真 {{count}} 枚',
  'admin.glimpse.photos_other': '写真 {{count}} 枚',
  'admin.glimpse.services_one': 'サービス {{count}} 件',
  'admin.glimpse.services_other': 'サービス {{count}} 件',
  'admin.glimpse.dates_one': '{{count}} 公演',
  'admin.glimpse.dates_other': '{{count}} 公演',
};
