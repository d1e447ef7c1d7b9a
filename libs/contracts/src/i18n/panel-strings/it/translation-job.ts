import type { translationJob as english } from '../en/translation-job';
import type { PanelArea } from '../panel-area';

export const translationJob: PanelArea<typeof english> = {
  'admin.job.unreadable': 'Non è stato possibile leggere il lavoro di traduzione.',
  'admin.job.starting': 'Avvio della traduzione…',
  'admin.job.failed': 'Traduzione non riuscita',
  'admin.job.noReason': 'nessun motivo indicato',
  'admin.job.done': 'Traduzione completata ({{parts}}).',
  'admin.job.translated': 'tradotti: {{n}}',
  'admin.job.reused': 'già noti: {{n}}',
  'admin.job.keptOwner': 'tuoi mantenuti: {{n}}',
  'admin.job.shortened': 'accorciati per rientrare nel limite di lunghezza (finiscono con “…”): {{n}}',
  'admin.job.skipped': 'Non tradotto in {{language}}: {{reason}}',
  'admin.job.queued': 'In attesa nella coda…',
  'admin.job.retrying': 'Il servizio di traduzione non ha risposto ({{reason}}); nuovo tentativo, {{attempt}} di {{max}}…',
  'admin.job.progress': 'Traduzione in corso… {{done}} di {{total}}',
  'admin.job.progressLabel': 'Avanzamento della traduzione',
  'admin.job.failedAfter_one': 'dopo {{count}} tentativo: {{reason}}',
  'admin.job.failedAfter_other': 'dopo {{count}} tentativi: {{reason}}',
  'admin.job.failedAfter_many': 'dopo {{count}} di tentativi: {{reason}}',
};
