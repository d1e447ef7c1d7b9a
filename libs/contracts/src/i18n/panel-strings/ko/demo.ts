import type { demo as english } from '../en/demo';
import type { PanelArea } from '../panel-area';

export const demo: PanelArea<typeof english> = {
  'admin.demo.removed': '데모를 삭제했습니다',
  'admin.demo.removedText': '이제 페이지가 빈 상태에서 시작합니다.',
  'admin.demo.failed': '데모를 삭제하지 못했습니다. 다시 시도해 주세요.',
  'admin.demo.title': '페이지에 아직 데모 아티스트가 표시됩니다',
  'admin.demo.text': '{{summary}} 빈 페이지에서 시작하면 삭제됩니다. 직접 만들거나 바꾼 내용은 남습니다.',
  'admin.demo.removing': '삭제 중...',
  'admin.demo.start': '빈 페이지에서 시작',
  'admin.demo.confirmTitle': '빈 페이지에서 시작할까요?',
  'admin.demo.confirmText':
    '{{summary}} 좋아요, 클릭, 번역과 함께 삭제됩니다. 직접 만들거나 바꾼 섹션과 문구는 남습니다. 되돌릴 수 없습니다.',
  'admin.demo.keep': '데모 유지',
  'admin.demo.remove': '데모 삭제',
  'admin.demo.sections_one': '데모 섹션 {{count}}개',
  'admin.demo.sections_other': '데모 섹션 {{count}}개',
  'admin.demo.fields': '데모의 {{fields}}',
  'admin.demo.field.name': '이름',
  'admin.demo.field.description': '소개',
  'admin.demo.field.profileImage': '사진',
  'admin.demo.still_one': '페이지에 아직 {{parts}}이(가) 남아 있습니다.',
  'admin.demo.still_other': '페이지에 아직 {{parts}}이(가) 남아 있습니다.',
};
