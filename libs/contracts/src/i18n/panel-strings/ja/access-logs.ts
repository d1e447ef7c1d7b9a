import type { accessLogs as english } from '../en/access-logs';
import type { PanelArea } from '../panel-area';

export const accessLogs: PanelArea<typeof english> = {
  'admin.accessLogs.back': '戻る',
  'admin.accessLogs.title': 'アクセスログ',
  'admin.accessLogs.statsFailed': 'アクセス統計を読み込めませんでした。',
  'admin.accessLogs.totalRequests': '総リクエスト数',
  'admin.accessLogs.uniqueIps': 'ユニーク IP',
  'admin.accessLogs.redirects': 'リダイレクト',
  'admin.accessLogs.notFound': '404 エラー',
  'admin.accessLogs.topNotFound': '404 が多い URL',
  'admin.accessLogs.noNotFound': '404 エラーはありません。',
  'admin.accessLogs.recent': '最近のログ',
  'admin.accessLogs.logsFailed': 'アクセスログを読み込めませんでした。',
  'admin.accessLogs.none': 'まだリクエストの記録はありません。',
  'admin.accessLogs.table': '最近のログの表',
  'admin.accessLogs.column.timestamp': '日時',
  'admin.accessLogs.column.ip': 'IP',
  'admin.accessLogs.column.method': 'メソッド',
  'admin.accessLogs.column.url': 'URL',
  'admin.accessLogs.column.status': 'ステータス',
  'admin.accessLogs.column.redirect': 'リダイレクト',
  'admin.accessLogs.column.userAgent': 'ユーザーエージェント',
  'admin.accessLogs.loading': '読み込み中…',
  'admin.accessLogs.older': '古いログを表示',
  'admin.accessLogs.apiReference': 'API リファレンス',
};
