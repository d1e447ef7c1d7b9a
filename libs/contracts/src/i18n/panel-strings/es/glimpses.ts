import type { glimpses as english } from '../en/glimpses';
import type { PanelArea } from '../panel-area';

export const glimpses: PanelArea<typeof english> = {
  'admin.glimpse.noVideo': 'Aún no hay vídeos',
  'admin.glimpse.noPhotos': 'Aún no hay fotos',
  'admin.glimpse.noDates': 'Aún no hay fechas',
  'admin.glimpse.named': '{{what}}: {{names}}',
  'admin.glimpse.hidden': 'Oculta',
  'admin.glimpse.separator': ', ',
  'admin.glimpse.videos_one': '{{count}} vídeo',
  'admin.glimpse.videos_other': '{{count}} vídeos',
  'admin.glimpse.photos_one': '{{count}} foto',
  'admin.glimpse.photos_other': '{{count}} fotos',
  'admin.glimpse.services_one': '{{count}} servicio',
  'admin.glimpse.services_other': '{{count}} servicios',
  'admin.glimpse.dates_one': '{{count}} fecha',
  'admin.glimpse.dates_other': '{{count}} fechas',
  'admin.glimpse.videos_many': '{{count}} de vídeos',
  'admin.glimpse.photos_many': '{{count}} de fotos',
  'admin.glimpse.services_many': '{{count}} de servicios',
  'admin.glimpse.dates_many': '{{count}} de fechas',
};
