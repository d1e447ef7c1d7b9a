import type { reorder as english } from '../en/reorder';
import type { PanelArea } from '../panel-area';

export const reorder: PanelArea<typeof english> = {
  'admin.reorder.pickedUp': '{{name}} を持ち上げました。{{total}} 中 {{position}} 番目です。',
  'admin.reorder.notOver': '{{name}} はどの位置の上にもありません。',
  'admin.reorder.isAt': '{{name}} は {{total}} 中 {{position}} 番目にあります。',
  'admin.reorder.movedTo': '{{name}} を {{total}} 中 {{position}} 番目に移動しました。',
  'admin.reorder.droppedAt': '{{name}} を {{total}} 中 {{position}} 番目に置きました。',
  'admin.reorder.dropped': '{{name}} を置きました。',
  'admin.reorder.cancelled': '{{name}} の移動を取り消しました。{{total}} 中 {{position}} 番目に戻りました。',
  'admin.reorder.instructions':
    '項目を移動するには、ハンドルでスペースキーまたは Enter キーを押し、矢印キーで動かして、スペースキーまたは Enter キーで置きます。取り消すには Esc キーを押します。',
};
