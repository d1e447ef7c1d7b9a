import type { reorder as english } from '../en/reorder';
import type { PanelArea } from '../panel-area';

export const reorder: PanelArea<typeof english> = {
  'admin.reorder.pickedUp': 'تم التقاط {{name}}، في الموضع {{position}} من {{total}}.',
  'admin.reorder.notOver': '{{name}} ليس فوق أي موضع.',
  'admin.reorder.isAt': '{{name}} في الموضع {{position}} من {{total}}.',
  'admin.reorder.movedTo': 'نُقل {{name}} إلى الموضع {{position}} من {{total}}.',
  'admin.reorder.droppedAt': 'أُفلت {{name}} في الموضع {{position}} من {{total}}.',
  'admin.reorder.dropped': 'أُفلت {{name}}.',
  'admin.reorder.cancelled': 'أُلغي نقل {{name}}؛ عاد إلى الموضع {{position}} من {{total}}.',
  'admin.reorder.instructions':
    'لنقل عنصر، اضغط مسافة أو Enter على مقبضه، واستخدم مفاتيح الأسهم لتحريكه، ثم مسافة أو Enter لإفلاته، أو Escape للإلغاء.',
};
