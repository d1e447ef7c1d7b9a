import type { accessLogs as english } from '../en/access-logs';
import type { PanelArea } from '../panel-area';

export const accessLogs: PanelArea<typeof english> = {
  'admin.accessLogs.back': 'Indietro',
  'admin.accessLogs.title': 'Log di accesso',
  'admin.accessLogs.statsFailed': 'Impossibile caricare le statistiche di accesso.',
  'admin.accessLogs.totalRequests': 'Richieste totali',
  'admin.accessLogs.uniqueIps': 'IP unici',
  'admin.accessLogs.redirects': 'Reindirizzamenti',
  'admin.accessLogs.notFound': 'Errori 404',
  'admin.accessLogs.topNotFound': 'URL 404 più frequenti',
  'admin.accessLogs.noNotFound': 'Nessun errore 404.',
  'admin.accessLogs.recent': 'Log recenti',
  'admin.accessLogs.logsFailed': 'Impossibile caricare i log di accesso.',
  'admin.accessLogs.none': 'Nessuna richiesta registrata finora.',
  'admin.accessLogs.table': 'Tabella dei log recenti',
  'admin.accessLogs.column.timestamp': 'Data e ora',
  'admin.accessLogs.column.ip': 'IP',
  'admin.accessLogs.column.method': 'Metodo',
  'admin.accessLogs.column.url': 'URL',
  'admin.accessLogs.column.status': 'Stato',
  'admin.accessLogs.column.redirect': 'Reindirizzamento',
  'admin.accessLogs.column.userAgent': 'User agent',
  'admin.accessLogs.loading': 'Caricamento…',
  'admin.accessLogs.older': 'Mostra log meno recenti',
  'admin.accessLogs.apiReference': 'Riferimento API',
};
