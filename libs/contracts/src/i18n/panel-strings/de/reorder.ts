import type { reorder as english } from '../en/reorder';
import type { PanelArea } from '../panel-area';

export const reorder: PanelArea<typeof english> = {
  'admin.reorder.pickedUp': '{{name}} aufgenommen, an Position {{position}} von {{total}}.',
  'admin.reorder.notOver': '{{name}} ist über keiner Position.',
  'admin.reorder.isAt': '{{name}} ist an Position {{position}} von {{total}}.',
  'admin.reorder.movedTo': '{{name}} an Position {{position}} von {{total}} verschoben.',
  'admin.reorder.droppedAt': '{{name}} an Position {{position}} von {{total}} abgelegt.',
  'admin.reorder.dropped': '{{name}} abgelegt.',
  'admin.reorder.cancelled': 'Verschieben von {{name}} abgebrochen; es ist wieder an Position {{position}} von {{total}}.',
  'admin.reorder.instructions':
    'Um ein Element zu verschieben, drücken Sie Leertaste oder Eingabe auf seinem Griff, verschieben Sie es mit den Pfeiltasten und legen Sie es mit Leertaste oder Eingabe ab, oder brechen Sie mit Escape ab.',
};
