import type { reorder as english } from '../en/reorder';
import type { PanelArea } from '../panel-area';

export const reorder: PanelArea<typeof english> = {
  'admin.reorder.pickedUp': 'Pegou em {{name}}, na posição {{position}} de {{total}}.',
  'admin.reorder.notOver': '{{name}} não está sobre nenhuma posição.',
  'admin.reorder.isAt': '{{name}} está na posição {{position}} de {{total}}.',
  'admin.reorder.movedTo': '{{name}} movido para a posição {{position}} de {{total}}.',
  'admin.reorder.droppedAt': '{{name}} largado na posição {{position}} de {{total}}.',
  'admin.reorder.dropped': '{{name}} largado.',
  'admin.reorder.cancelled': 'O movimento de {{name}} foi cancelado; voltou à posição {{position}} de {{total}}.',
  'admin.reorder.instructions':
    'Para mover um elemento, prima Espaço ou Enter na sua pega, use as setas para o mover e depois Espaço ou Enter para o largar, ou Escape para cancelar.',
};
