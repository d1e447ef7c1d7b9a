import type { options as english } from '../en/options';
import type { PanelArea } from '../panel-area';

export const options: PanelArea<typeof english> = {
  'admin.option.icon.camera': 'كاميرا',
  'admin.option.icon.palette': 'لوحة ألوان',
  'admin.option.icon.other': 'أخرى',
  'admin.option.icon.Calendar': 'تقويم',
  'admin.option.icon.Phone': 'هاتف',
  'admin.option.icon.Message': 'رسالة',
  'admin.option.icon.Clock': 'ساعة',
  'admin.option.icon.Settings': 'إعدادات',
  'admin.option.icon.Eye': 'عين',
  'admin.option.icon.Move': 'نقل',
  'admin.option.align.left': 'يسار',
  'admin.option.align.center': 'وسط',
  'admin.option.align.right': 'يمين',
  'admin.option.serviceN': 'الخدمة {{n}}',
  'admin.option.videoN': 'الفيديو {{n}}',
  'admin.option.inTimeZone': 'في المنطقة الزمنية {{zone}}',
  'admin.option.usernamePlaceholder': 'yourname',
};
