import type { media as english } from '../en/media';
import type { PanelArea } from '../panel-area';

export const media: PanelArea<typeof english> = {
  'admin.media.title': '미디어 갤러리',
  'admin.media.description': '이미지를 올리거나 지우고, 하나를 프로필 사진으로 고르세요.',
  'admin.media.upload': '이미지 업로드',
  'admin.media.loading': '이미지를 불러오는 중',
  'admin.media.what': '갤러리',
  'admin.media.none': '아직 이미지가 없습니다. 하나를 올려 갤러리를 시작하세요.',
  'admin.media.images': '이미지',
  'admin.media.current': '· 현재 사진',
  'admin.media.useAsPhoto': '프로필 사진으로 사용',
  'admin.media.useNamed': '{{name}}을(를) 프로필 사진으로 사용',
  'admin.media.delete': '삭제',
  'admin.media.deleteNamed': '{{name}} 삭제',
  'admin.media.deleted': '이미지를 삭제했습니다',
  'admin.media.deleteFailedTitle': '삭제 실패',
  'admin.media.deleteFailed': '이미지를 삭제하지 못했습니다. 다시 시도해 주세요.',
  'admin.media.deleteTitle': '이 이미지를 삭제할까요?',
  'admin.media.usedBy': '“{{name}}”은(는) {{usage}}에서 사용 중입니다. 지우면 페이지의 해당 위치에서 사라집니다.',
  'admin.media.unused': '“{{name}}”은(는) 페이지에서 사용되지 않습니다. 삭제는 되돌릴 수 없습니다.',
  'admin.media.cancel': '취소',
  'admin.media.profilePhoto': '프로필 사진',
  'admin.media.section': '“{{title}}” 섹션',
};
