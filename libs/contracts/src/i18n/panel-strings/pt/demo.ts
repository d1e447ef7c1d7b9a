import type { demo as english } from '../en/demo';
import type { PanelArea } from '../panel-area';

export const demo: PanelArea<typeof english> = {
  'admin.demo.removed': 'Demonstração removida',
  'admin.demo.removedText': 'A sua página começa agora em branco.',
  'admin.demo.failed': 'Não foi possível remover a demonstração. Tente novamente.',
  'admin.demo.title': 'A sua página ainda mostra o artista de demonstração',
  'admin.demo.text': '{{summary}} Comece em branco para os remover; o que criou ou alterou fica.',
  'admin.demo.removing': 'A remover...',
  'admin.demo.start': 'Começar em branco',
  'admin.demo.confirmTitle': 'Começar em branco?',
  'admin.demo.confirmText':
    '{{summary}} Serão removidos, com os seus gostos, cliques e traduções. As secções e textos que criou ou alterou ficam. Não é possível anular.',
  'admin.demo.keep': 'Manter a demonstração',
  'admin.demo.remove': 'Remover a demonstração',
  'admin.demo.sections_one': '{{count}} secção de demonstração',
  'admin.demo.sections_other': '{{count}} secções de demonstração',
  'admin.demo.fields': '{{fields}} da demonstração',
  'admin.demo.field.name': 'o nome',
  'admin.demo.field.description': 'a descrição',
  'admin.demo.field.profileImage': 'a foto',
  'admin.demo.still_one': 'Na sua página ainda está: {{parts}}.',
  'admin.demo.still_other': 'Na sua página ainda estão: {{parts}}.',
  'admin.demo.sections_many': '{{count}} de secções de demonstração',
  'admin.demo.still_many': 'Na sua página ainda estão: {{parts}}.',
};
