import type { media as english } from '../en/media';
import type { PanelArea } from '../panel-area';

export const media: PanelArea<typeof english> = {
  'admin.media.title': 'Mediengalerie',
  'admin.media.description': 'Lade Bilder hoch, lösche sie oder wähle eines als Profilfoto.',
  'admin.media.upload': 'Bild hochladen',
  'admin.media.loading': 'Bilder werden geladen',
  'admin.media.what': 'Die Galerie',
  'admin.media.none': 'Noch keine Bilder. Lade eines hoch, um deine Galerie zu beginnen.',
  'admin.media.images': 'Bilder',
  'admin.media.current': '· Aktuelles Foto',
  'admin.media.useAsPhoto': 'Als Profilfoto verwenden',
  'admin.media.useNamed': '{{name}} als Profilfoto verwenden',
  'admin.media.delete': 'Löschen',
  'admin.media.deleteNamed': '{{name}} löschen',
  'admin.media.deleted': 'Bild gelöscht',
  'admin.media.deleteFailedTitle': 'Löschen fehlgeschlagen',
  'admin.media.deleteFailed': 'Das Bild konnte nicht gelöscht werden. Bitte versuche es erneut.',
  'admin.media.deleteTitle': 'Dieses Bild löschen?',
  'admin.media.usedBy': '„{{name}}“ wird verwendet von: {{usage}}. Beim Löschen verschwindet es dort von deiner Seite.',
  'admin.media.unused': '„{{name}}“ wird auf deiner Seite nicht verwendet. Das Löschen lässt sich nicht rückgängig machen.',
  'admin.media.cancel': 'Abbrechen',
  'admin.media.profilePhoto': 'das Profilfoto',
  'admin.media.section': 'den Bereich „{{title}}“',
};
