import type { translationJob as english } from '../en/translation-job';
import type { PanelArea } from '../panel-area';

export const translationJob: PanelArea<typeof english> = {
  'admin.job.unreadable': 'Der Übersetzungsauftrag konnte nicht gelesen werden.',
  'admin.job.starting': 'Übersetzung wird gestartet…',
  'admin.job.failed': 'Übersetzung fehlgeschlagen',
  'admin.job.noReason': 'kein Grund angegeben',
  'admin.job.done': 'Übersetzung fertig ({{parts}}).',
  'admin.job.translated': 'übersetzt: {{n}}',
  'admin.job.reused': 'bereits bekannt: {{n}}',
  'admin.job.keptOwner': 'Ihre eigenen beibehalten: {{n}}',
  'admin.job.shortened': 'gekürzt, um in die Längengrenze zu passen (sie enden mit „…“): {{n}}',
  'admin.job.skipped': 'Nicht ins {{language}} übersetzt: {{reason}}',
  'admin.job.queued': 'Wartet in der Warteschlange…',
  'admin.job.retrying': 'Der Übersetzungsdienst ist fehlgeschlagen ({{reason}}); neuer Versuch, {{attempt}} von {{max}}…',
  'admin.job.progress': 'Übersetzen… {{done}} von {{total}}',
  'admin.job.progressLabel': 'Übersetzungsfortschritt',
  'admin.job.failedAfter_one': 'nach {{count}} Versuch: {{reason}}',
  'admin.job.failedAfter_other': 'nach {{count}} Versuchen: {{reason}}',
};
