import type { media as english } from '../en/media';
import type { PanelArea } from '../panel-area';

export const media: PanelArea<typeof english> = {
  'admin.media.title': 'Galerie multimédia',
  'admin.media.description': 'Envoyez des images, supprimez-les ou choisissez-en une comme photo de profil.',
  'admin.media.upload': 'Envoyer une image',
  'admin.media.loading': 'Chargement des images',
  'admin.media.what': 'La galerie',
  'admin.media.none': 'Aucune image pour le moment. Envoyez-en une pour commencer votre galerie.',
  'admin.media.images': 'Images',
  'admin.media.current': '· Photo actuelle',
  'admin.media.useAsPhoto': 'Utiliser comme photo de profil',
  'admin.media.useNamed': 'Utiliser {{name}} comme photo de profil',
  'admin.media.delete': 'Supprimer',
  'admin.media.deleteNamed': 'Supprimer {{name}}',
  'admin.media.deleted': 'Image supprimée',
  'admin.media.deleteFailedTitle': 'Échec de la suppression',
  'admin.media.deleteFailed': "Impossible de supprimer l'image. Veuillez réessayer.",
  'admin.media.deleteTitle': 'Supprimer cette image ?',
  'admin.media.usedBy': '« {{name}} » est utilisée par : {{usage}}. La supprimer la retire de votre page à ces endroits.',
  'admin.media.unused': '« {{name}} » n’est pas utilisée sur votre page. La suppression est irréversible.',
  'admin.media.cancel': 'Annuler',
  'admin.media.profilePhoto': 'la photo de profil',
  'admin.media.section': 'la section « {{title}} »',
};
