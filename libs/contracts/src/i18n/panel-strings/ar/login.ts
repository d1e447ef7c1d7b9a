import type { login as english } from '../en/login';
import type { PanelArea } from '../panel-area';

export const login: PanelArea<typeof english> = {
  'admin.login.title': 'دخول المسؤول',
  'admin.login.password': 'كلمة المرور',
  'admin.login.showPassword': 'إظهار كلمة المرور',
  'admin.login.hidePassword': 'إخفاء كلمة المرور',
  'admin.login.submit': 'تسجيل الدخول',
  'admin.login.submitting': 'جارٍ تسجيل الدخول...',
  'admin.login.back': '→ العودة إلى الملف الشخصي',
  'admin.login.success': 'تم تسجيل الدخول',
  'admin.login.failed': 'فشل تسجيل الدخول',
  'admin.login.invalidPassword': 'كلمة المرور غير صحيحة',
  'admin.login.or': 'أو',
  'admin.login.passkey': 'تسجيل الدخول بمفتاح مرور',
  'admin.login.passkeyWaiting': 'بانتظار جهازك…',
  'admin.login.passkeyFailed': 'فشل تسجيل الدخول بمفتاح المرور',
  'admin.login.retry': 'يُرجى المحاولة مرة أخرى.',
  'admin.guard.checking': 'جارٍ التحقق من الهوية...',
  'admin.guard.denied': 'تم رفض الوصول - يجب تسجيل الدخول للوصول إلى لوحة الإدارة.',
  'admin.guard.toLogin': 'الانتقال إلى تسجيل الدخول',
};
