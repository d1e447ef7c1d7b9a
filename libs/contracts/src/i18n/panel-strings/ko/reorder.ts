import type { reorder as english } from '../en/reorder';
import type { PanelArea } from '../panel-area';

export const reorder: PanelArea<typeof english> = {
  'admin.reorder.pickedUp': '{{name}}을(를) 집었습니다. {{total}}개 중 {{position}}번째 위치입니다.',
  'admin.reorder.notOver': '{{name}}이(가) 어떤 위치 위에도 있지 않습니다.',
  'admin.reorder.isAt': '{{name}}은(는) {{total}}개 중 {{position}}번째 위치에 있습니다.',
  'admin.reorder.movedTo': '{{name}}을(를) {{total}}개 중 {{position}}번째 위치로 옮겼습니다.',
  'admin.reorder.droppedAt': '{{name}}을(를) {{total}}개 중 {{position}}번째 위치에 놓았습니다.',
  'admin.reorder.dropped': '{{name}}을(를) 놓았습니다.',
  'admin.reorder.cancelled': '{{name}} 이동을 취소했습니다. {{total}}개 중 {{position}}번째 위치로 돌아갔습니다.',
  'admin.reorder.instructions':
    '항목을 옮기려면 핸들에서 스페이스나 Enter 키를 누르고 화살표 키로 옮긴 뒤 스페이스나 Enter 키로 놓으세요. 취소하려면 Esc 키를 누르세요.',
};
