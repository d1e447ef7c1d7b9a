import type { options as english } from '../en/options';
import type { PanelArea } from '../panel-area';

export const options: PanelArea<typeof english> = {
  'admin.option.icon.camera': 'Fotocamera',
  'admin.option.icon.palette': 'Tavolozza',
  'admin.option.icon.other': 'Altro',
  'admin.option.icon.Calendar': 'Calendario',
  'admin.option.icon.Phone': 'Telefono',
  'admin.option.icon.Message': 'Messaggio',
  'admin.option.icon.Clock': 'Orologio',
  'admin.option.icon.Settings': 'Impostazioni',
  'admin.option.icon.Eye': 'Occhio',
  'admin.option.icon.Move': 'Sposta',
  'admin.option.align.left': 'Sinistra',
  'admin.option.align.center': 'Centro',
  'admin.option.align.right': 'Destra',
  'admin.option.serviceN': 'Servizio {{n}}',
  'admin.option.videoN': 'Video {{n}}',
  'admin.option.inTimeZone': 'Nel fuso orario {{zone}}',
  'admin.option.usernamePlaceholder': 'tuonome',
};
