import type { reorder as english } from '../en/reorder';
import type { PanelArea } from '../panel-area';

export const reorder: PanelArea<typeof english> = {
  'admin.reorder.pickedUp': '已拿起{{name}}，位于第 {{position}} 个，共 {{total}} 个。',
  'admin.reorder.notOver': '{{name}}不在任何位置上。',
  'admin.reorder.isAt': '{{name}}位于第 {{position}} 个，共 {{total}} 个。',
  'admin.reorder.movedTo': '{{name}}已移到第 {{position}} 个，共 {{total}} 个。',
  'admin.reorder.droppedAt': '{{name}}已放在第 {{position}} 个，共 {{total}} 个。',
  'admin.reorder.dropped': '{{name}}已放下。',
  'admin.reorder.cancelled': '已取消移动{{name}}，它回到第 {{position}} 个，共 {{total}} 个。',
  'admin.reorder.instructions': '要移动某项，请在其拖动手柄上按空格键或回车键，用方向键移动，再按空格键或回车键放下，或按 Esc 键取消。',
};
