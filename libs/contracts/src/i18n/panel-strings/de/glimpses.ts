import type { glimpses as english } from '../en/glimpses';
import type { PanelArea } from '../panel-area';

export const glimpses: PanelArea<typeof english> = {
  'admin.glimpse.noVideo': 'Noch kein Video',
  'admin.glimpse.noPhotos': 'Noch keine Fotos',
  'admin.glimpse.noDates': 'Noch keine Termine',
  'admin.glimpse.named': '{{what}}: {{names}}',
  'admin.glimpse.hidden': 'Ausgeblendet',
  'admin.glimpse.separator': ', ',
  'admin.glimpse.videos_one': '{{count}} Video',
  'admin.glimpse.videos_other': '{{count}} Videos',
  'admin.glimpse.photos_one': '{{count}} Foto',
  'admin.glimpse.photos_other': '{{count}} Fotos',
  'admin.glimpse.services_one': '{{count}} Leistung',
  'admin.glimpse.services_other': '{{count}} Leistungen',
  'admin.glimpse.dates_one': '{{count}} Termin',
  'admin.glimpse.dates_other': '{{count}} Termine',
};
