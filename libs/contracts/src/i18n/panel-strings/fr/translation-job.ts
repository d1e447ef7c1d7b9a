import type { translationJob as english } from '../en/translation-job';
import type { PanelArea } from '../panel-area';

export const translationJob: PanelArea<typeof english> = {
  'admin.job.unreadable': 'La tâche de traduction n’a pas pu être lue.',
  'admin.job.starting': 'Démarrage de la traduction…',
  'admin.job.failed': 'La traduction a échoué',
  'admin.job.noReason': 'aucune raison donnée',
  'admin.job.done': 'Traduction terminée ({{parts}}).',
  'admin.job.translated': 'traduits : {{n}}',
  'admin.job.reused': 'déjà connus : {{n}}',
  'admin.job.keptOwner': 'les vôtres conservés : {{n}}',
  'admin.job.shortened': 'raccourcis pour respecter la longueur maximale (ils finissent par « … ») : {{n}}',
  'admin.job.skipped': 'Non traduit en {{language}} : {{reason}}',
  'admin.job.queued': 'En attente dans la file…',
  'admin.job.retrying': 'Le service de traduction a échoué ({{reason}}) ; nouvel essai, {{attempt}} sur {{max}}…',
  'admin.job.progress': 'Traduction… {{done}} sur {{total}}',
  'admin.job.progressLabel': 'Progression de la traduction',
  'admin.job.failedAfter_one': 'après {{count}} essai : {{reason}}',
  'admin.job.failedAfter_other': 'après {{count}} essais : {{reason}}',
  'admin.job.failedAfter_many': 'après {{count}} d’essais : {{reason}}',
};
