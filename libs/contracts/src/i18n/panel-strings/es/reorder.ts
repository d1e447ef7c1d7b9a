import type { reorder as english } from '../en/reorder';
import type { PanelArea } from '../panel-area';

export const reorder: PanelArea<typeof english> = {
  'admin.reorder.pickedUp': 'Has tomado {{name}}, en la posición {{position}} de {{total}}.',
  'admin.reorder.notOver': '{{name}} no está sobre ninguna posición.',
  'admin.reorder.isAt': '{{name}} está en la posición {{position}} de {{total}}.',
  'admin.reorder.movedTo': '{{name}} movido a la posición {{position}} de {{total}}.',
  'admin.reorder.droppedAt': '{{name}} soltado en la posición {{position}} de {{total}}.',
  'admin.reorder.dropped': '{{name}} soltado.',
  'admin.reorder.cancelled': 'Se canceló el movimiento de {{name}}; vuelve a estar en la posición {{position}} de {{total}}.',
  'admin.reorder.instructions':
    'Para mover un elemento, pulsa Espacio o Intro en su asa, usa las flechas para moverlo y luego Espacio o Intro para soltarlo, o Escape para cancelar.',
};
