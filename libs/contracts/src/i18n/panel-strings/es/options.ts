import type { options as english } from '../en/options';
import type { PanelArea } from '../panel-area';

export const options: PanelArea<typeof english> = {
  'admin.option.icon.camera': 'Cámara',
  'admin.option.icon.palette': 'Paleta',
  'admin.option.icon.other': 'Otro',
  'admin.option.icon.Calendar': 'Calendario',
  'admin.option.icon.Phone': 'Teléfono',
  'admin.option.icon.Message': 'Mensaje',
  'admin.option.icon.Clock': 'Reloj',
  'admin.option.icon.Settings': 'Ajustes',
  'admin.option.icon.Eye': 'Ojo',
  'admin.option.icon.Move': 'Mover',
  'admin.option.align.left': 'Izquierda',
  'admin.option.align.center': 'Centro',
  'admin.option.align.right': 'Derecha',
  'admin.option.serviceN': 'Servicio {{n}}',
  'admin.option.videoN': 'Vídeo {{n}}',
  'admin.option.inTimeZone': 'En la zona horaria {{zone}}',
  'admin.option.usernamePlaceholder': 'tunombre',
};
