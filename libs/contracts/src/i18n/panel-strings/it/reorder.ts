import type { reorder as english } from '../en/reorder';
import type { PanelArea } from '../panel-area';

export const reorder: PanelArea<typeof english> = {
  'admin.reorder.pickedUp': 'Hai preso {{name}}, in posizione {{position}} di {{total}}.',
  'admin.reorder.notOver': '{{name}} non è sopra una posizione.',
  'admin.reorder.isAt': '{{name}} è in posizione {{position}} di {{total}}.',
  'admin.reorder.movedTo': '{{name}} spostato in posizione {{position}} di {{total}}.',
  'admin.reorder.droppedAt': '{{name}} rilasciato in posizione {{position}} di {{total}}.',
  'admin.reorder.dropped': '{{name}} rilasciato.',
  'admin.reorder.cancelled': 'Spostamento di {{name}} annullato: è tornato in posizione {{position}} di {{total}}.',
  'admin.reorder.instructions':
    'Per spostare un elemento, premi Spazio o Invio sulla sua maniglia, usa le frecce per spostarlo, poi Spazio o Invio per rilasciarlo, oppure Esc per annullare.',
};
