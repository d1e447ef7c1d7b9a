import type { demo as english } from '../en/demo';
import type { PanelArea } from '../panel-area';

export const demo: PanelArea<typeof english> = {
  'admin.demo.removed': 'Demo eliminada',
  'admin.demo.removedText': 'Tu página ahora empieza en blanco.',
  'admin.demo.failed': 'No se pudo eliminar la demo. Inténtalo de nuevo.',
  'admin.demo.title': 'Tu página aún muestra al artista de demostración',
  'admin.demo.text': '{{summary}} Empieza en blanco para eliminarlos; lo que creaste o cambiaste se queda.',
  'admin.demo.removing': 'Eliminando...',
  'admin.demo.start': 'Empezar en blanco',
  'admin.demo.confirmTitle': '¿Empezar en blanco?',
  'admin.demo.confirmText':
    '{{summary}} Se eliminarán, con sus me gusta, clics y traducciones. Las secciones y textos que creaste o cambiaste se quedan. No se puede deshacer.',
  'admin.demo.keep': 'Mantener la demo',
  'admin.demo.remove': 'Eliminar la demo',
  'admin.demo.sections_one': '{{count}} sección de demostración',
  'admin.demo.sections_other': '{{count}} secciones de demostración',
  'admin.demo.fields': '{{fields}} de la demo',
  'admin.demo.field.name': 'el nombre',
  'admin.demo.field.description': 'la descripción',
  'admin.demo.field.profileImage': 'la foto',
  'admin.demo.still_one': 'En tu página sigue: {{parts}}.',
  'admin.demo.still_other': 'En tu página siguen: {{parts}}.',
  'admin.demo.sections_many': '{{count}} de secciones de demostración',
  'admin.demo.still_many': 'En tu página siguen: {{parts}}.',
};
