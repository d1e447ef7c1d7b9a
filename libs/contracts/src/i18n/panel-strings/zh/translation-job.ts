import type { translationJob as english } from '../en/translation-job';
import type { PanelArea } from '../panel-area';

export const translationJob: PanelArea<typeof english> = {
  'admin.job.unreadable': '无法读取翻译任务。',
  'admin.job.starting': '正在开始翻译…',
  'admin.job.failed': '翻译失败',
  'admin.job.noReason': '未提供原因',
  'admin.job.done': '翻译完成：{{parts}}。',
  'admin.job.translated': '已翻译 {{n}} 条',
  'admin.job.reused': '已知 {{n}} 条',
  'admin.job.keptOwner': '保留你自己的 {{n}} 条',
  'admin.job.shortened': '为符合长度上限而缩短 {{n}} 条（以“…”结尾）',
  'admin.job.skipped': '未翻译成{{language}}：{{reason}}',
  'admin.job.queued': '正在队列中等待…',
  'admin.job.retrying': '翻译服务失败（{{reason}}）；正在重试，第 {{attempt}} 次，共 {{max}} 次…',
  'admin.job.progress': '正在翻译… {{done}} / {{total}}',
  'admin.job.progressLabel': '翻译进度',
  'admin.job.failedAfter_one': '尝试 {{count}} 次后：{{reason}}',
  'admin.job.failedAfter_other': '尝试 {{count}} 次后：{{reason}}',
};
