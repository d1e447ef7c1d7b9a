import type { demo as english } from '../en/demo';
import type { PanelArea } from '../panel-area';

export const demo: PanelArea<typeof english> = {
  'admin.demo.removed': 'Démo retirée',
  'admin.demo.removedText': 'Votre page repart maintenant de zéro.',
  'admin.demo.failed': 'Impossible de retirer la démo. Veuillez réessayer.',
  'admin.demo.title': "Votre page montre encore l'artiste de démonstration",
  'admin.demo.text': '{{summary}} Repartez de zéro pour les retirer ; ce que vous avez créé ou modifié reste.',
  'admin.demo.removing': 'Suppression...',
  'admin.demo.start': 'Repartir de zéro',
  'admin.demo.confirmTitle': 'Repartir de zéro ?',
  'admin.demo.confirmText':
    '{{summary}} Ils partent, avec leurs j’aime, clics et traductions. Les sections et textes que vous avez créés ou modifiés restent. Cette action est irréversible.',
  'admin.demo.keep': 'Garder la démo',
  'admin.demo.remove': 'Retirer la démo',
  'admin.demo.sections_one': '{{count}} section de démonstration',
  'admin.demo.sections_other': '{{count}} sections de démonstration',
  'admin.demo.fields': '{{fields}} de la démo',
  'admin.demo.field.name': 'le nom',
  'admin.demo.field.description': 'la description',
  'admin.demo.field.profileImage': 'la photo',
  'admin.demo.still_one': 'Sur votre page reste encore : {{parts}}.',
  'admin.demo.still_other': 'Sur votre page restent encore : {{parts}}.',
  'admin.demo.sections_many': '{{count}} de sections de démonstration',
  'admin.demo.still_many': 'Sur votre page restent encore : {{parts}}.',
};
