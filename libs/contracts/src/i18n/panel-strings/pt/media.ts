import type { media as english } from '../en/media';
import type { PanelArea } from '../panel-area';

export const media: PanelArea<typeof english> = {
  'admin.media.title': 'Galeria multimédia',
  'admin.media.description': 'Carregue imagens, elimine-as ou escolha uma como foto de perfil.',
  'admin.media.upload': 'Carregar imagem',
  'admin.media.loading': 'A carregar imagens',
  'admin.media.what': 'A galeria',
  'admin.media.none': 'Ainda sem imagens. Carregue uma para começar a galeria.',
  'admin.media.images': 'Imagens',
  'admin.media.current': '· Foto atual',
  'admin.media.useAsPhoto': 'Usar como foto de perfil',
  'admin.media.useNamed': 'Usar {{name}} como foto de perfil',
  'admin.media.delete': 'Eliminar',
  'admin.media.deleteNamed': 'Eliminar {{name}}',
  'admin.media.deleted': 'Imagem eliminada',
  'admin.media.deleteFailedTitle': 'Falha ao eliminar',
  'admin.media.deleteFailed': 'Não foi possível eliminar a imagem. Tente novamente.',
  'admin.media.deleteTitle': 'Eliminar esta imagem?',
  'admin.media.usedBy': '“{{name}}” é usada em: {{usage}}. Ao eliminá-la, sai da sua página nesses sítios.',
  'admin.media.unused': '“{{name}}” não é usada na sua página. Não é possível anular a eliminação.',
  'admin.media.cancel': 'Cancelar',
  'admin.media.profilePhoto': 'a foto de perfil',
  'admin.media.section': 'a secção “{{title}}”',
};
