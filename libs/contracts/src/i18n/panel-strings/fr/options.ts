import type { options as english } from '../en/options';
import type { PanelArea } from '../panel-area';

export const options: PanelArea<typeof english> = {
  'admin.option.icon.camera': 'Appareil photo',
  'admin.option.icon.palette': 'Palette',
  'admin.option.icon.other': 'Autre',
  'admin.option.icon.Calendar': 'Calendrier',
  'admin.option.icon.Phone': 'Téléphone',
  'admin.option.icon.Message': 'Message',
  'admin.option.icon.Clock': 'Horloge',
  'admin.option.icon.Settings': 'Réglages',
  'admin.option.icon.Eye': 'Œil',
  'admin.option.icon.Move': 'Déplacer',
  'admin.option.align.left': 'Gauche',
  'admin.option.align.center': 'Centre',
  'admin.option.align.right': 'Droite',
  'admin.option.serviceN': 'Service {{n}}',
  'admin.option.videoN': 'Vidéo {{n}}',
  'admin.option.inTimeZone': 'Dans le fuseau horaire {{zone}}',
  'admin.option.usernamePlaceholder': 'votrenom',
};
