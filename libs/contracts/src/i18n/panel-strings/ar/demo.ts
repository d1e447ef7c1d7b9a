import type { demo as english } from '../en/demo';
import type { PanelArea } from '../panel-area';

export const demo: PanelArea<typeof english> = {
  'admin.demo.removed': 'تمت إزالة العرض التجريبي',
  'admin.demo.removedText': 'تبدأ صفحتك الآن من صفحة فارغة.',
  'admin.demo.failed': 'تعذّرت إزالة العرض التجريبي. يُرجى المحاولة مرة أخرى.',
  'admin.demo.title': 'لا تزال صفحتك تعرض الفنان التجريبي',
  'admin.demo.text': '{{summary}} ابدأ من صفحة فارغة لإزالتها؛ ويبقى ما أنشأته أو غيّرته.',
  'admin.demo.removing': 'جارٍ الإزالة...',
  'admin.demo.start': 'البدء من صفحة فارغة',
  'admin.demo.confirmTitle': 'هل تريد البدء من صفحة فارغة؟',
  'admin.demo.confirmText':
    '{{summary}} ستُزال مع إعجاباتها ونقراتها وترجماتها. وتبقى الأقسام والنصوص التي أنشأتها أو غيّرتها. لا يمكن التراجع عن ذلك.',
  'admin.demo.keep': 'الإبقاء على العرض التجريبي',
  'admin.demo.remove': 'إزالة العرض التجريبي',
  'admin.demo.sections_one': 'قسم تجريبي واحد',
  'admin.demo.sections_other': '{{count}} قسم تجريبي',
  'admin.demo.fields': '{{fields}} الخاص بالعرض التجريبي',
  'admin.demo.field.name': 'الاسم',
  'admin.demo.field.description': 'الوصف',
  'admin.demo.field.profileImage': 'الصورة',
  'admin.demo.still_one': 'لا يزال في صفحتك: {{parts}}.',
  'admin.demo.still_other': 'لا يزال في صفحتك: {{parts}}.',
  'admin.demo.sections_zero': 'لا أقسام تجريبية',
  'admin.demo.sections_two': 'قسمان تجريبيان',
  'admin.demo.sections_few': '{{count}} أقسام تجريبية',
  'admin.demo.sections_many': '{{count}} قسمًا تجريبيًا',
  'admin.demo.still_zero': 'لا يزال في صفحتك: {{parts}}.',
  'admin.demo.still_two': 'لا يزال في صفحتك: {{parts}}.',
  'admin.demo.still_few': 'لا يزال في صفحتك: {{parts}}.',
  'admin.demo.still_many': 'لا يزال في صفحتك: {{parts}}.',
};
