import type { translationJob as english } from '../en/translation-job';
import type { PanelArea } from '../panel-area';

export const translationJob: PanelArea<typeof english> = {
  'admin.job.unreadable': 'تعذّرت قراءة مهمة الترجمة.',
  'admin.job.starting': 'جارٍ بدء الترجمة…',
  'admin.job.failed': 'فشلت الترجمة',
  'admin.job.noReason': 'لم يُذكر سبب',
  'admin.job.done': 'اكتملت الترجمة ({{parts}}).',
  'admin.job.translated': 'مُترجَمة: {{n}}',
  'admin.job.reused': 'معروفة مسبقًا: {{n}}',
  'admin.job.keptOwner': 'نصوصك المُبقاة: {{n}}',
  'admin.job.shortened': 'مُختصَرة لتناسب حدّ الطول (تنتهي بـ«…»): {{n}}',
  'admin.job.skipped': 'لم تُترجم إلى {{language}}: {{reason}}',
  'admin.job.queued': 'في انتظار الدور…',
  'admin.job.retrying': 'فشلت خدمة الترجمة ({{reason}})؛ جارٍ إعادة المحاولة، المحاولة {{attempt}} من {{max}}…',
  'admin.job.progress': 'جارٍ الترجمة… {{done}} من {{total}}',
  'admin.job.progressLabel': 'تقدّم الترجمة',
  'admin.job.failedAfter_one': 'بعد محاولة واحدة: {{reason}}',
  'admin.job.failedAfter_other': 'بعد {{count}} محاولة: {{reason}}',
  'admin.job.failedAfter_zero': 'دون أي محاولة: {{reason}}',
  'admin.job.failedAfter_two': 'بعد محاولتين: {{reason}}',
  'admin.job.failedAfter_few': 'بعد {{count}} محاولات: {{reason}}',
  'admin.job.failedAfter_many': 'بعد {{count}} محاولة: {{reason}}',
};
