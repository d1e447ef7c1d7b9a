import type { translationJob as english } from '../en/translation-job';
import type { PanelArea } from '../panel-area';

export const translationJob: PanelArea<typeof english> = {
  'admin.job.unreadable': 'No se pudo leer la tarea de traducción.',
  'admin.job.starting': 'Iniciando la traducción…',
  'admin.job.failed': 'La traducción falló',
  'admin.job.noReason': 'sin motivo indicado',
  'admin.job.done': 'Traducción terminada ({{parts}}).',
  'admin.job.translated': 'traducidos: {{n}}',
  'admin.job.reused': 'ya conocidos: {{n}}',
  'admin.job.keptOwner': 'tuyos conservados: {{n}}',
  'admin.job.shortened': 'acortados para caber en el límite de longitud (terminan en «…»): {{n}}',
  'admin.job.skipped': 'No traducido al {{language}}: {{reason}}',
  'admin.job.queued': 'Esperando en la cola…',
  'admin.job.retrying': 'El servicio de traducción falló ({{reason}}); reintentando, intento {{attempt}} de {{max}}…',
  'admin.job.progress': 'Traduciendo… {{done}} de {{total}}',
  'admin.job.progressLabel': 'Progreso de la traducción',
  'admin.job.failedAfter_one': 'tras {{count}} intento: {{reason}}',
  'admin.job.failedAfter_other': 'tras {{count}} intentos: {{reason}}',
  'admin.job.failedAfter_many': 'tras {{count}} de intentos: {{reason}}',
};
