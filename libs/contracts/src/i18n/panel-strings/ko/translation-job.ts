import type { translationJob as english } from '../en/translation-job';
import type { PanelArea } from '../panel-area';

export const translationJob: PanelArea<typeof english> = {
  'admin.job.unreadable': '번역 작업을 읽을 수 없습니다.',
  'admin.job.starting': '번역을 시작하는 중…',
  'admin.job.failed': '번역 실패',
  'admin.job.noReason': '이유가 제공되지 않음',
  'admin.job.done': '번역 완료: {{parts}}.',
  'admin.job.translated': '번역 {{n}}개',
  'admin.job.reused': '이미 알려진 항목 {{n}}개',
  'admin.job.keptOwner': '직접 쓴 항목 유지 {{n}}개',
  'admin.job.shortened': '길이 제한에 맞게 줄임 {{n}}개(“…”로 끝남)',
  'admin.job.skipped': '{{language}}로 번역되지 않음: {{reason}}',
  'admin.job.queued': '대기열에서 기다리는 중…',
  'admin.job.retrying': '번역 서비스가 실패했습니다({{reason}}). 다시 시도하는 중, {{max}}회 중 {{attempt}}회째…',
  'admin.job.progress': '번역 중… {{total}}개 중 {{done}}개',
  'admin.job.progressLabel': '번역 진행률',
  'admin.job.failedAfter_one': '{{count}}회 시도 후: {{reason}}',
  'admin.job.failedAfter_other': '{{count}}회 시도 후: {{reason}}',
};
