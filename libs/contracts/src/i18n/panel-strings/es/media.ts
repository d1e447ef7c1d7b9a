import type { media as english } from '../en/media';
import type { PanelArea } from '../panel-area';

export const media: PanelArea<typeof english> = {
  'admin.media.title': 'Galería multimedia',
  'admin.media.description': 'Sube imágenes, elimínalas o elige una como foto de perfil.',
  'admin.media.upload': 'Subir imagen',
  'admin.media.loading': 'Cargando imágenes',
  'admin.media.what': 'La galería',
  'admin.media.none': 'Aún no hay imágenes. Sube una para empezar tu galería.',
  'admin.media.images': 'Imágenes',
  'admin.media.current': '· Foto actual',
  'admin.media.useAsPhoto': 'Usar como foto de perfil',
  'admin.media.useNamed': 'Usar {{name}} como foto de perfil',
  'admin.media.delete': 'Eliminar',
  'admin.media.deleteNamed': 'Eliminar {{name}}',
  'admin.media.deleted': 'Imagen eliminada',
  'admin.media.deleteFailedTitle': 'Error al eliminar',
  'admin.media.deleteFailed': 'No se pudo eliminar la imagen. Inténtalo de nuevo.',
  'admin.media.deleteTitle': '¿Eliminar esta imagen?',
  'admin.media.usedBy': '«{{name}}» se usa en: {{usage}}. Al eliminarla desaparece de tu página en esos lugares.',
  'admin.media.unused': '«{{name}}» no se usa en tu página. No se puede deshacer la eliminación.',
  'admin.media.cancel': 'Cancelar',
  'admin.media.profilePhoto': 'la foto de perfil',
  'admin.media.section': 'la sección «{{title}}»',
};
