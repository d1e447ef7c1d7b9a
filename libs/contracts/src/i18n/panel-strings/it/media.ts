import type { media as english } from '../en/media';
import type { PanelArea } from '../panel-area';

export const media: PanelArea<typeof english> = {
  'admin.media.title': 'Galleria media',
  'admin.media.description': 'Carica immagini, eliminale o scegline una come foto del profilo.',
  'admin.media.upload': 'Carica immagine',
  'admin.media.loading': 'Caricamento immagini',
  'admin.media.what': 'La galleria',
  'admin.media.none': 'Ancora nessuna immagine. Caricane una per iniziare la galleria.',
  'admin.media.images': 'Immagini',
  'admin.media.current': '· Foto attuale',
  'admin.media.useAsPhoto': 'Usa come foto del profilo',
  'admin.media.useNamed': 'Usa {{name}} come foto del profilo',
  'admin.media.delete': 'Elimina',
  'admin.media.deleteNamed': 'Elimina {{name}}',
  'admin.media.deleted': 'Immagine eliminata',
  'admin.media.deleteFailedTitle': 'Eliminazione non riuscita',
  'admin.media.deleteFailed': "Impossibile eliminare l'immagine. Riprova.",
  'admin.media.deleteTitle': 'Eliminare questa immagine?',
  'admin.media.usedBy': '“{{name}}” è usata da: {{usage}}. Eliminandola la togli dalla pagina in quei punti.',
  'admin.media.unused': '“{{name}}” non è usata nella tua pagina. L’eliminazione non si può annullare.',
  'admin.media.cancel': 'Annulla',
  'admin.media.profilePhoto': 'la foto del profilo',
  'admin.media.section': 'la sezione “{{title}}”',
};
