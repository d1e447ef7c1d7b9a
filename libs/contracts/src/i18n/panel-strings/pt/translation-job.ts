import type { translationJob as english } from '../en/translation-job';
import type { PanelArea } from '../panel-area';

export const translationJob: PanelArea<typeof english> = {
  'admin.job.unreadable': 'Não foi possível ler a tarefa de tradução.',
  'admin.job.starting': 'A iniciar a tradução…',
  'admin.job.failed': 'A tradução falhou',
  'admin.job.noReason': 'sem motivo indicado',
  'admin.job.done': 'Tradução concluída ({{parts}}).',
  'admin.job.translated': 'traduzidos: {{n}}',
  'admin.job.reused': 'já conhecidos: {{n}}',
  'admin.job.keptOwner': 'seus mantidos: {{n}}',
  'admin.job.shortened': 'encurtados para caber no limite de comprimento (terminam em “…”): {{n}}',
  'admin.job.skipped': 'Não traduzido para {{language}}: {{reason}}',
  'admin.job.queued': 'À espera na fila…',
  'admin.job.retrying': 'O serviço de tradução falhou ({{reason}}); a tentar de novo, tentativa {{attempt}} de {{max}}…',
  'admin.job.progress': 'A traduzir… {{done}} de {{total}}',
  'admin.job.progressLabel': 'Progresso da tradução',
  'admin.job.failedAfter_one': 'após {{count}} tentativa: {{reason}}',
  'admin.job.failedAfter_other': 'após {{count}} tentativas: {{reason}}',
  'admin.job.failedAfter_many': 'após {{count}} de tentativas: {{reason}}',
};
