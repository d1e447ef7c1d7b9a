import type { glimpses as english } from '../en/glimpses';
import type { PanelArea } from '../panel-area';

export const glimpses: PanelArea<typeof english> = {
  'admin.glimpse.noVideo': '아직 동영상이 없습니다',
  'admin.glimpse.noPhotos': '아직 사진이 없습니다',
  'admin.glimpse.noDates': '아직 일정이 없습니다',
  'admin.glimpse.named': '{{what}}: {{names}}',
  'admin.glimpse.hidden': '숨김',
  'admin.glimpse.separator': ', ',
  'admin.glimpse.videos_one': '동영상 {{count}}개',
  'admin.glimpse.videos_other': '동영상 {{count}}개',
  'admin.glimpse.photos_one': '사진 {{count}}장',
  'admin.glimpse.photos_other': '사진 {{count}}장',
  'admin.glimpse.services_one': '서비스 {{count}}개',
  'admin.glimpse.services_other': '서비스 {{count}}개',
  'admin.glimpse.dates_one': '공연 {{count}}회',
  'admin.glimpse.dates_other': '공연 {{count}}회',
};
