import type { glimpses as english } from '../en/glimpses';
import type { PanelArea } from '../panel-area';

export const glimpses: PanelArea<typeof english> = {
  'admin.glimpse.noVideo': 'Pas encore de vidéo',
  'admin.glimpse.noPhotos': 'Pas encore de photos',
  'admin.glimpse.noDates': 'Pas encore de dates',
  'admin.glimpse.named': '{{what}} : {{names}}',
  'admin.glimpse.hidden': 'Masquée',
  'admin.glimpse.separator': ', ',
  'admin.glimpse.videos_one': '{{count}} vidéo',
  'admin.glimpse.videos_other': '{{count}} vidéos',
  'admin.glimpse.photos_one': '{{count}} photo',
  'admin.glimpse.photos_other': '{{count}} photos',
  'admin.glimpse.services_one': '{{count}} service',
  'admin.glimpse.services_other': '{{count}} services',
  'admin.glimpse.dates_one': '{{count}} date',
  'admin.glimpse.dates_other': '{{count}} dates',
  'admin.glimpse.videos_many': '{{count}} de vidéos',
  'admin.glimpse.photos_many': '{{count}} de photos',
  'admin.glimpse.services_many': '{{count}} de services',
  'admin.glimpse.dates_many': '{{count}} de dates',
};
