import type { options as english } from '../en/options';
import type { PanelArea } from '../panel-area';

export const options: PanelArea<typeof english> = {
  'admin.option.icon.camera': 'Câmara',
  'admin.option.icon.palette': 'Paleta',
  'admin.option.icon.other': 'Outro',
  'admin.option.icon.Calendar': 'Calendário',
  'admin.option.icon.Phone': 'Telefone',
  'admin.option.icon.Message': 'Mensagem',
  'admin.option.icon.Clock': 'Relógio',
  'admin.option.icon.Settings': 'Definições',
  'admin.option.icon.Eye': 'Olho',
  'admin.option.icon.Move': 'Mover',
  'admin.option.align.left': 'Esquerda',
  'admin.option.align.center': 'Centro',
  'admin.option.align.right': 'Direita',
  'admin.option.serviceN': 'Serviço {{n}}',
  'admin.option.videoN': 'Vídeo {{n}}',
  'admin.option.inTimeZone': 'No fuso horário {{zone}}',
  'admin.option.usernamePlaceholder': 'oseunome',
};
