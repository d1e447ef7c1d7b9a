import type { accessLogs as english } from '../en/access-logs';
import type { PanelArea } from '../panel-area';

export const accessLogs: PanelArea<typeof english> = {
  'admin.accessLogs.back': '뒤로',
  'admin.accessLogs.title': '접속 기록',
  'admin.accessLogs.statsFailed': '접속 통계를 불러오지 못했습니다.',
  'admin.accessLogs.totalRequests': '전체 요청',
  'admin.accessLogs.uniqueIps': '고유 IP',
  'admin.accessLogs.redirects': '리디렉션',
  'admin.accessLogs.notFound': '404 오류',
  'admin.accessLogs.topNotFound': '자주 발생한 404 URL',
  'admin.accessLogs.noNotFound': '404 오류가 없습니다.',
  'admin.accessLogs.recent': '최근 기록',
  'admin.accessLogs.logsFailed': '접속 기록을 불러오지 못했습니다.',
  'admin.accessLogs.none': '아직 기록된 요청이 없습니다.',
  'admin.accessLogs.table': '최근 기록 표',
  'admin.accessLogs.column.timestamp': '시각',
  'admin.accessLogs.column.ip': 'IP',
  'admin.accessLogs.column.method': '메서드',
  'admin.accessLogs.column.url': 'URL',
  'admin.accessLogs.column.status': '상태',
  'admin.accessLogs.column.redirect': '리디렉션',
  'admin.accessLogs.column.userAgent': '사용자 에이전트',
  'admin.accessLogs.loading': '불러오는 중…',
  'admin.accessLogs.older': '이전 기록 보기',
  'admin.accessLogs.apiReference': 'API 참조',
};
