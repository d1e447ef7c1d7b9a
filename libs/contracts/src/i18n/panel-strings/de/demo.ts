import type { demo as english } from '../en/demo';
import type { PanelArea } from '../panel-area';

export const demo: PanelArea<typeof english> = {
  'admin.demo.removed': 'Demo entfernt',
  'admin.demo.removedText': 'Deine Seite beginnt jetzt leer.',
  'admin.demo.failed': 'Die Demo konnte nicht entfernt werden. Bitte versuche es erneut.',
  'admin.demo.title': 'Deine Seite zeigt noch den Demo-Künstler',
  'admin.demo.text': '{{summary}} Beginne leer, um sie zu entfernen; was du erstellt oder geändert hast, bleibt.',
  'admin.demo.removing': 'Wird entfernt...',
  'admin.demo.start': 'Leer beginnen',
  'admin.demo.confirmTitle': 'Leer beginnen?',
  'admin.demo.confirmText':
    '{{summary}} Sie werden entfernt, mit ihren Likes, Klicks und Übersetzungen. Bereiche und Texte, die du erstellt oder geändert hast, bleiben. Das lässt sich nicht rückgängig machen.',
  'admin.demo.keep': 'Demo behalten',
  'admin.demo.remove': 'Demo entfernen',
  'admin.demo.sections_one': '{{count}} Demo-Bereich',
  'admin.demo.sections_other': '{{count}} Demo-Bereiche',
  'admin.demo.fields': '{{fields}} der Demo',
  'admin.demo.field.name': 'Name',
  'admin.demo.field.description': 'Beschreibung',
  'admin.demo.field.profileImage': 'Foto',
  'admin.demo.still_one': 'Noch auf deiner Seite: {{parts}}.',
  'admin.demo.still_other': 'Noch auf deiner Seite: {{parts}}.',
};
