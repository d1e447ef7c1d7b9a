import type { tracking as english } from '../en/tracking';
import type { PanelArea } from '../panel-area';

export const tracking: PanelArea<typeof english> = {
  'admin.tracking.loading': 'جارٍ تحميل إعدادات التتبّع',
  'admin.tracking.what': 'إعدادات التتبّع',
  'admin.tracking.saved': 'تم حفظ إعدادات التتبّع',
  'admin.tracking.error': 'خطأ',
  'admin.tracking.saveFailed': 'تعذّر حفظ الإعدادات. يُرجى المحاولة مرة أخرى.',
  'admin.tracking.saving': 'جارٍ الحفظ...',
  'admin.tracking.save': 'حفظ',
  'admin.tracking.title': 'التتبّع',
  'admin.tracking.intro':
    'لا تعمل الخدمات أدناه على صفحتك العامة إلا بعد تفعيلها وإضافة معرّفها أو نصها البرمجي، ولا تعمل إلا للزوّار الذين يقبلونها: تسأل الصفحة كل زائر أولًا بلغته، مع «قبول» و«رفض». ولا تعمل أبدًا في لوحتك، ولا في صفحات الحجوزات والسجلات، ولا عندما تشاهد الصفحة بنفسك.',
  'admin.tracking.privacyNote':
    'يُعلم نص الخصوصية المدمج الزوّارَ بها. إذا كان تذييل صفحتك يربط بصفحة خصوصية خاصة بك، فاذكر هذه الخدمات فيها.',
  'admin.tracking.services': 'خدمات التتبّع',
  'admin.tracking.hasError': ' (يحتوي على خطأ)',
  'admin.tracking.analytics': 'Analytics',
  'admin.tracking.enableAnalytics': 'تفعيل Google Analytics',
  'admin.tracking.measurementId': 'معرّف القياس',
  'admin.tracking.measurementHint': 'معرّف القياس في Google Analytics، مثل {{example}}.',
  'admin.tracking.tagManager': 'مدير العلامات',
  'admin.tracking.enableTagManager': 'تفعيل Google Tag Manager',
  'admin.tracking.containerId': 'معرّف الحاوية',
  'admin.tracking.containerHint': 'معرّف الحاوية في Google Tag Manager، مثل {{example}}.',
  'admin.tracking.facebook': 'بكسل فيسبوك',
  'admin.tracking.enableFacebook': 'تفعيل بكسل فيسبوك',
  'admin.tracking.pixelId': 'معرّف البكسل',
  'admin.tracking.pixelHint': 'معرّف بكسل فيسبوك: أرقام فقط، مثل {{example}}.',
  'admin.tracking.custom': 'مخصّص',
  'admin.tracking.enableCustom': 'تفعيل النصوص البرمجية المخصّصة',
  'admin.tracking.headScripts': 'نصوص head البرمجية',
  'admin.tracking.headHint':
    'تُضاف إلى <head> في صفحتك العامة للزوّار الذين يقبلون. الصق فقط شيفرة من خدمات تثق بها: فهي تعمل لدى كل واحد منهم.',
  'admin.tracking.bodyScripts': 'نصوص body البرمجية',
  'admin.tracking.bodyHint': 'تُضاف في نهاية <body> في صفحتك العامة، بعد نصوص head.',
};
