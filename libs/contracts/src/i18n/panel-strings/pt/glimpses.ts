import type { glimpses as english } from '../en/glimpses';
import type { PanelArea } from '../panel-area';

export const glimpses: PanelArea<typeof english> = {
  'admin.glimpse.noVideo': 'Ainda sem vídeo',
  'admin.glimpse.noPhotos': 'Ainda sem fotos',
  'admin.glimpse.noDates': 'Ainda sem datas',
  'admin.glimpse.named': '{{what}}: {{names}}',
  'admin.glimpse.hidden': 'Oculta',
  'admin.glimpse.separator': ', ',
  'admin.glimpse.videos_one': '{{count}} vídeo',
  'admin.glimpse.videos_other': '{{count}} vídeos',
  'admin.glimpse.photos_one': '{{count}} foto',
  'admin.glimpse.photos_other': '{{count}} fotos',
  'admin.glimpse.services_one': '{{count}} serviço',
  'admin.glimpse.services_other': '{{count}} serviços',
  'admin.glimpse.dates_one': '{{count}} data',
  'admin.glimpse.dates_other': '{{count}} datas',
  'admin.glimpse.videos_many': '{{count}} de vídeos',
  'admin.glimpse.photos_many': '{{count}} de fotos',
  'admin.glimpse.services_many': '{{count}} de serviços',
  'admin.glimpse.dates_many': '{{count}} de datas',
};
