import type { accessLogs as english } from '../en/access-logs';
import type { PanelArea } from '../panel-area';

export const accessLogs: PanelArea<typeof english> = {
  'admin.accessLogs.back': '返回',
  'admin.accessLogs.title': '访问日志',
  'admin.accessLogs.statsFailed': '无法加载访问统计。',
  'admin.accessLogs.totalRequests': '请求总数',
  'admin.accessLogs.uniqueIps': '独立 IP',
  'admin.accessLogs.redirects': '重定向',
  'admin.accessLogs.notFound': '404 错误',
  'admin.accessLogs.topNotFound': '最常见的 404 网址',
  'admin.accessLogs.noNotFound': '没有 404 错误。',
  'admin.accessLogs.recent': '最近的日志',
  'admin.accessLogs.logsFailed': '无法加载访问日志。',
  'admin.accessLogs.none': '尚无请求记录。',
  'admin.accessLogs.table': '最近日志表',
  'admin.accessLogs.column.timestamp': '时间',
  'admin.accessLogs.column.ip': 'IP',
  'admin.accessLogs.column.method': '方法',
  'admin.accessLogs.column.url': '网址',
  'admin.accessLogs.column.status': '状态',
  'admin.accessLogs.column.redirect': '重定向',
  'admin.accessLogs.column.userAgent': '用户代理',
  'admin.accessLogs.loading': '正在加载…',
  'admin.accessLogs.older': '显示更早的日志',
  'admin.accessLogs.apiReference': 'API 参考',
};
