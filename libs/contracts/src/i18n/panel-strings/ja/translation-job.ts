import type { translationJob as english } from '../en/translation-job';
import type { PanelArea } from '../panel-area';

export const translationJob: PanelArea<typeof english> = {
  'admin.job.unreadable': '翻訳ジョブを読み取れませんでした。',
  'admin.job.starting': '翻訳を開始しています…',
  'admin.job.failed': '翻訳に失敗しました',
  'admin.job.noReason': '理由は示されていません',
  'admin.job.done': '翻訳が完了しました：{{parts}}。',
  'admin.job.translated': '翻訳 {{n}} 件',
  'admin.job.reused': '既知 {{n}} 件',
  'admin.job.keptOwner': 'あなたの文章を維持 {{n}} 件',
  'admin.job.shortened': '文字数の上限に合わせて短縮 {{n}} 件（末尾は「…」）',
  'admin.job.skipped': '{{language}}には翻訳されませんでした：{{reason}}',
  'admin.job.queued': 'キューで待機中…',
  'admin.job.retrying': '翻訳サービスが失敗しました（{{reason}}）。再試行中、{{max}} 回中 {{attempt}} 回目…',
  'admin.job.progress': '翻訳中… {{total}} 件中 {{done}} 件',
  'admin.job.progressLabel': '翻訳の進行状況',
  'admin.job.failedAfter_one': '{{count}} 回試行後：{{reason}}',
  'admin.job.failedAfter_other': '{{count}} 回試行後：{{reason}}',
};
