import type { accessLogs as english } from '../en/access-logs';
import type { PanelArea } from '../panel-area';

export const accessLogs: PanelArea<typeof english> = {
  'admin.accessLogs.back': 'Atrás',
  'admin.accessLogs.title': 'Registros de acceso',
  'admin.accessLogs.statsFailed': 'No se pudieron cargar las estadísticas de acceso.',
  'admin.accessLogs.totalRequests': 'Solicitudes totales',
  'admin.accessLogs.uniqueIps': 'IP únicas',
  'admin.accessLogs.redirects': 'Redirecciones',
  'admin.accessLogs.notFound': 'Errores 404',
  'admin.accessLogs.topNotFound': 'URL 404 más frecuentes',
  'admin.accessLogs.noNotFound': 'No hay errores 404.',
  'admin.accessLogs.recent': 'Registros recientes',
  'admin.accessLogs.logsFailed': 'No se pudieron cargar los registros de acceso.',
  'admin.accessLogs.none': 'Aún no hay solicitudes registradas.',
  'admin.accessLogs.table': 'Tabla de registros recientes',
  'admin.accessLogs.column.timestamp': 'Fecha y hora',
  'admin.accessLogs.column.ip': 'IP',
  'admin.accessLogs.column.method': 'Método',
  'admin.accessLogs.column.url': 'URL',
  'admin.accessLogs.column.status': 'Estado',
  'admin.accessLogs.column.redirect': 'Redirección',
  'admin.accessLogs.column.userAgent': 'Agente de usuario',
  'admin.accessLogs.loading': 'Cargando…',
  'admin.accessLogs.older': 'Mostrar registros anteriores',
  'admin.accessLogs.apiReference': 'Referencia de la API',
};
