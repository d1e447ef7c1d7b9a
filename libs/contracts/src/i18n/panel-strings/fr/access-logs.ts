import type { accessLogs as english } from '../en/access-logs';
import type { PanelArea } from '../panel-area';

export const accessLogs: PanelArea<typeof english> = {
  'admin.accessLogs.back': 'Retour',
  'admin.accessLogs.title': "Journaux d'accès",
  'admin.accessLogs.statsFailed': "Impossible de charger les statistiques d'accès.",
  'admin.accessLogs.totalRequests': 'Requêtes totales',
  'admin.accessLogs.uniqueIps': 'IP uniques',
  'admin.accessLogs.redirects': 'Redirections',
  'admin.accessLogs.notFound': 'Erreurs 404',
  'admin.accessLogs.topNotFound': 'URL 404 les plus fréquentes',
  'admin.accessLogs.noNotFound': 'Aucune erreur 404.',
  'admin.accessLogs.recent': 'Journaux récents',
  'admin.accessLogs.logsFailed': "Impossible de charger les journaux d'accès.",
  'admin.accessLogs.none': 'Aucune requête enregistrée pour le moment.',
  'admin.accessLogs.table': 'Tableau des journaux récents',
  'admin.accessLogs.column.timestamp': 'Horodatage',
  'admin.accessLogs.column.ip': 'IP',
  'admin.accessLogs.column.method': 'Méthode',
  'admin.accessLogs.column.url': 'URL',
  'admin.accessLogs.column.status': 'Statut',
  'admin.accessLogs.column.redirect': 'Redirection',
  'admin.accessLogs.column.userAgent': 'Agent utilisateur',
  'admin.accessLogs.loading': 'Chargement…',
  'admin.accessLogs.older': 'Afficher les journaux plus anciens',
  'admin.accessLogs.apiReference': "Référence de l'API",
};
