import type { media as english } from '../en/media';
import type { PanelArea } from '../panel-area';

export const media: PanelArea<typeof english> = {
  'admin.media.title': 'معرض الوسائط',
  'admin.media.description': 'ارفع الصور أو احذفها أو اختر واحدة كصورة للملف الشخصي.',
  'admin.media.upload': 'رفع صورة',
  'admin.media.loading': 'جارٍ تحميل الصور',
  'admin.media.what': 'المعرض',
  'admin.media.none': 'لا توجد صور بعد. ارفع صورة لتبدأ معرضك.',
  'admin.media.images': 'الصور',
  'admin.media.current': '· الصورة الحالية',
  'admin.media.useAsPhoto': 'استخدامها صورةً للملف الشخصي',
  'admin.media.useNamed': 'استخدام {{name}} صورةً للملف الشخصي',
  'admin.media.delete': 'حذف',
  'admin.media.deleteNamed': 'حذف {{name}}',
  'admin.media.deleted': 'تم حذف الصورة',
  'admin.media.deleteFailedTitle': 'فشل الحذف',
  'admin.media.deleteFailed': 'تعذّر حذف الصورة. يُرجى المحاولة مرة أخرى.',
  'admin.media.deleteTitle': 'هل تريد حذف هذه الصورة؟',
  'admin.media.usedBy': '«{{name}}» مستخدمة في: {{usage}}. حذفها يزيلها من صفحتك هناك.',
  'admin.media.unused': '«{{name}}» غير مستخدمة في صفحتك. لا يمكن التراجع عن الحذف.',
  'admin.media.cancel': 'إلغاء',
  'admin.media.profilePhoto': 'صورة الملف الشخصي',
  'admin.media.section': 'القسم «{{title}}»',
};
