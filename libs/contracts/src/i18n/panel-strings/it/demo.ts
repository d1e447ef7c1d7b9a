import type { demo as english } from '../en/demo';
import type { PanelArea } from '../panel-area';

export const demo: PanelArea<typeof english> = {
  'admin.demo.removed': 'Demo rimossa',
  'admin.demo.removedText': 'Ora la tua pagina parte da zero.',
  'admin.demo.failed': 'Impossibile rimuovere la demo. Riprova.',
  'admin.demo.title': "La tua pagina mostra ancora l'artista demo",
  'admin.demo.text': '{{summary}} Riparti da zero per rimuoverli; ciò che hai creato o modificato resta.',
  'admin.demo.removing': 'Rimozione...',
  'admin.demo.start': 'Riparti da zero',
  'admin.demo.confirmTitle': 'Ripartire da zero?',
  'admin.demo.confirmText':
    '{{summary}} Verranno rimossi, con i loro like, clic e traduzioni. Le sezioni e i testi che hai creato o modificato restano. Non si può annullare.',
  'admin.demo.keep': 'Mantieni la demo',
  'admin.demo.remove': 'Rimuovi la demo',
  'admin.demo.sections_one': '{{count}} sezione demo',
  'admin.demo.sections_other': '{{count}} sezioni demo',
  'admin.demo.fields': '{{fields}} della demo',
  'admin.demo.field.name': 'il nome',
  'admin.demo.field.description': 'la descrizione',
  'admin.demo.field.profileImage': 'la foto',
  'admin.demo.still_one': 'Sulla tua pagina resta ancora: {{parts}}.',
  'admin.demo.still_other': 'Sulla tua pagina restano ancora: {{parts}}.',
  'admin.demo.sections_many': '{{count}} di sezioni demo',
  'admin.demo.still_many': 'Sulla tua pagina restano ancora: {{parts}}.',
};
