import type { reorder as english } from '../en/reorder';
import type { PanelArea } from '../panel-area';

export const reorder: PanelArea<typeof english> = {
  'admin.reorder.pickedUp': '{{name}} saisi, en position {{position}} sur {{total}}.',
  'admin.reorder.notOver': '{{name}} n’est au-dessus d’aucune position.',
  'admin.reorder.isAt': '{{name}} est en position {{position}} sur {{total}}.',
  'admin.reorder.movedTo': '{{name}} déplacé en position {{position}} sur {{total}}.',
  'admin.reorder.droppedAt': '{{name}} déposé en position {{position}} sur {{total}}.',
  'admin.reorder.dropped': '{{name}} déposé.',
  'admin.reorder.cancelled': 'Le déplacement de {{name}} est annulé ; il est de retour en position {{position}} sur {{total}}.',
  'admin.reorder.instructions':
    'Pour déplacer un élément, appuyez sur Espace ou Entrée sur sa poignée, utilisez les flèches pour le déplacer, puis Espace ou Entrée pour le déposer, ou Échap pour annuler.',
};
