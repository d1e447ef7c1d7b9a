import type { accessLogs as english } from '../en/access-logs';
import type { PanelArea } from '../panel-area';

export const accessLogs: PanelArea<typeof english> = {
  'admin.accessLogs.back': 'Zurück',
  'admin.accessLogs.title': 'Zugriffsprotokolle',
  'admin.accessLogs.statsFailed': 'Die Zugriffsstatistik konnte nicht geladen werden.',
  'admin.accessLogs.totalRequests': 'Anfragen gesamt',
  'admin.accessLogs.uniqueIps': 'Eindeutige IPs',
  'admin.accessLogs.redirects': 'Weiterleitungen',
  'admin.accessLogs.notFound': '404-Fehler',
  'admin.accessLogs.topNotFound': 'Häufigste 404-URLs',
  'admin.accessLogs.noNotFound': 'Keine 404-Fehler.',
  'admin.accessLogs.recent': 'Neueste Protokolle',
  'admin.accessLogs.logsFailed': 'Die Zugriffsprotokolle konnten nicht geladen werden.',
  'admin.accessLogs.none': 'Noch keine Anfragen protokolliert.',
  'admin.accessLogs.table': 'Tabelle der neuesten Protokolle',
  'admin.accessLogs.column.timestamp': 'Zeitpunkt',
  'admin.accessLogs.column.ip': 'IP',
  'admin.accessLogs.column.method': 'Methode',
  'admin.accessLogs.column.url': 'URL',
  'admin.accessLogs.column.status': 'Status',
  'admin.accessLogs.column.redirect': 'Weiterleitung',
  'admin.accessLogs.column.userAgent': 'User-Agent',
  'admin.accessLogs.loading': 'Wird geladen…',
  'admin.accessLogs.older': 'Ältere Protokolle anzeigen',
  'admin.accessLogs.apiReference': 'API-Referenz',
};
