import type { accessLogs as english } from '../en/access-logs';
import type { PanelArea } from '../panel-area';

export const accessLogs: PanelArea<typeof english> = {
  'admin.accessLogs.back': 'Voltar',
  'admin.accessLogs.title': 'Registos de acesso',
  'admin.accessLogs.statsFailed': 'Não foi possível carregar as estatísticas de acesso.',
  'admin.accessLogs.totalRequests': 'Pedidos totais',
  'admin.accessLogs.uniqueIps': 'IPs únicos',
  'admin.accessLogs.redirects': 'Redirecionamentos',
  'admin.accessLogs.notFound': 'Erros 404',
  'admin.accessLogs.topNotFound': 'URLs 404 mais frequentes',
  'admin.accessLogs.noNotFound': 'Sem erros 404.',
  'admin.accessLogs.recent': 'Registos recentes',
  'admin.accessLogs.logsFailed': 'Não foi possível carregar os registos de acesso.',
  'admin.accessLogs.none': 'Ainda não há pedidos registados.',
  'admin.accessLogs.table': 'Tabela de registos recentes',
  'admin.accessLogs.column.timestamp': 'Data e hora',
  'admin.accessLogs.column.ip': 'IP',
  'admin.accessLogs.column.method': 'Método',
  'admin.accessLogs.column.url': 'URL',
  'admin.accessLogs.column.status': 'Estado',
  'admin.accessLogs.column.redirect': 'Redirecionamento',
  'admin.accessLogs.column.userAgent': 'Agente de utilizador',
  'admin.accessLogs.loading': 'A carregar…',
  'admin.accessLogs.older': 'Mostrar registos mais antigos',
  'admin.accessLogs.apiReference': 'Referência da API',
};
