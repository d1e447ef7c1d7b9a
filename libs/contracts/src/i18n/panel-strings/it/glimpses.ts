import type { glimpses as english } from '../en/glimpses';
import type { PanelArea } from '../panel-area';

export const glimpses: PanelArea<typeof english> = {
  'admin.glimpse.noVideo': 'Ancora nessun video',
  'admin.glimpse.noPhotos': 'Ancora nessuna foto',
  'admin.glimpse.noDates': 'Ancora nessuna data',
  'admin.glimpse.named': '{{what}}: {{names}}',
  'admin.glimpse.hidden': 'Nascosta',
  'admin.glimpse.separator': ', ',
  'admin.glimpse.videos_one': '{{count}} video',
  'admin.glimpse.videos_other': '{{count}} video',
  'admin.glimpse.photos_one': '{{count}} foto',
  'admin.glimpse.photos_other': '{{count}} foto',
  'admin.glimpse.services_one': '{{count}} servizio',
  'admin.glimpse.services_other': '{{count}} servizi',
  'admin.glimpse.dates_one': '{{count}} data',
  'admin.glimpse.dates_other': '{{count}} date',
  'admin.glimpse.videos_many': '{{count}} di video',
  'admin.glimpse.photos_many': '{{count}} di foto',
  'admin.glimpse.services_many': '{{count}} di servizi',
  'admin.glimpse.dates_many': '{{count}} di date',
};
