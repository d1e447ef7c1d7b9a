import type { accessLogs as english } from '../en/access-logs';
import type { PanelArea } from '../panel-area';

export const accessLogs: PanelArea<typeof english> = {
  'admin.accessLogs.back': 'رجوع',
  'admin.accessLogs.title': 'سجلات الوصول',
  'admin.accessLogs.statsFailed': 'تعذّر تحميل إحصاءات الوصول.',
  'admin.accessLogs.totalRequests': 'إجمالي الطلبات',
  'admin.accessLogs.uniqueIps': 'عناوين IP فريدة',
  'admin.accessLogs.redirects': 'عمليات إعادة التوجيه',
  'admin.accessLogs.notFound': 'أخطاء 404',
  'admin.accessLogs.topNotFound': 'أكثر عناوين 404 تكرارًا',
  'admin.accessLogs.noNotFound': 'لا توجد أخطاء 404.',
  'admin.accessLogs.recent': 'أحدث السجلات',
  'admin.accessLogs.logsFailed': 'تعذّر تحميل سجلات الوصول.',
  'admin.accessLogs.none': 'لم تُسجَّل أي طلبات بعد.',
  'admin.accessLogs.table': 'جدول أحدث السجلات',
  'admin.accessLogs.column.timestamp': 'الوقت',
  'admin.accessLogs.column.ip': 'IP',
  'admin.accessLogs.column.method': 'الطريقة',
  'admin.accessLogs.column.url': 'العنوان',
  'admin.accessLogs.column.status': 'الحالة',
  'admin.accessLogs.column.redirect': 'إعادة التوجيه',
  'admin.accessLogs.column.userAgent': 'وكيل المستخدم',
  'admin.accessLogs.loading': 'جارٍ التحميل…',
  'admin.accessLogs.older': 'عرض السجلات الأقدم',
  'admin.accessLogs.apiReference': 'مرجع واجهة البرمجة',
};
