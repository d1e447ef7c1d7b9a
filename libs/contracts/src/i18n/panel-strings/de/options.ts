import type { options as english } from '../en/options';
import type { PanelArea } from '../panel-area';

export const options: PanelArea<typeof english> = {
  'admin.option.icon.camera': 'Kamera',
  'admin.option.icon.palette': 'Palette',
  'admin.option.icon.other': 'Andere',
  'admin.option.icon.Calendar': 'Kalender',
  'admin.option.icon.Phone': 'Telefon',
  'admin.option.icon.Message': 'Nachricht',
  'admin.option.icon.Clock': 'Uhr',
  'admin.option.icon.Settings': 'Einstellungen',
  'admin.option.icon.Eye': 'Auge',
  'admin.option.icon.Move': 'Verschieben',
  'admin.option.align.left': 'Links',
  'admin.option.align.center': 'Mitte',
  'admin.option.align.right': 'Rechts',
  'admin.option.serviceN': 'Leistung {{n}}',
  'admin.option.videoN': 'Video {{n}}',
  'admin.option.inTimeZone': 'In der Zeitzone {{zone}}',
  'admin.option.usernamePlaceholder': 'deinname',
};
