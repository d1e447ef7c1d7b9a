import type { tracking as english } from '../en/tracking';
import type { PanelArea } from '../panel-area';

export const tracking: PanelArea<typeof english> = {
  'admin.tracking.loading': '추적 설정을 불러오는 중',
  'admin.tracking.what': '추적 설정',
  'admin.tracking.saved': '추적 설정을 저장했습니다',
  'admin.tracking.error': '오류',
  'admin.tracking.saveFailed': '설정을 저장하지 못했습니다. 다시 시도해 주세요.',
  'admin.tracking.saving': '저장 중...',
  'admin.tracking.save': '저장',
  'admin.tracking.title': '추적',
  'admin.tracking.intro':
    '아래 서비스는 켜져 있고 ID나 스크립트가 있을 때에만, 그리고 동의한 방문자에게만 공개 페이지에서 실행됩니다. 페이지는 먼저 방문자마다 그 사람의 언어로 수락/거부를 묻습니다. 관리자 패널, 예약 및 기록 페이지, 본인이 페이지를 볼 때에는 실행되지 않습니다.',
  'admin.tracking.privacyNote':
    '기본 개인정보 안내문이 방문자에게 이를 알립니다. 푸터가 직접 만든 개인정보 페이지로 연결된다면 그곳에 이 서비스들을 적어 주세요.',
  'admin.tracking.services': '추적 서비스',
  'admin.tracking.hasError': ' (오류 있음)',
  'admin.tracking.analytics': 'Analytics',
  'admin.tracking.enableAnalytics': 'Google 애널리틱스 사용',
  'admin.tracking.measurementId': '측정 ID',
  'admin.tracking.measurementHint': 'Google 애널리틱스 측정 ID(예: {{example}}).',
  'admin.tracking.tagManager': '태그 관리자',
  'admin.tracking.enableTagManager': 'Google 태그 관리자 사용',
  'admin.tracking.containerId': '컨테이너 ID',
  'admin.tracking.containerHint': 'Google 태그 관리자 컨테이너 ID(예: {{example}}).',
  'admin.tracking.facebook': 'Facebook 픽셀',
  'admin.tracking.enableFacebook': 'Facebook 픽셀 사용',
  'admin.tracking.pixelId': '픽셀 ID',
  'admin.tracking.pixelHint': 'Facebook 픽셀 ID: 숫자만, 예: {{example}}.',
  'admin.tracking.custom': '사용자 지정',
  'admin.tracking.enableCustom': '사용자 지정 스크립트 사용',
  'admin.tracking.headScripts': 'head 스크립트',
  'admin.tracking.headHint':
    '동의한 방문자에게 공개 페이지의 <head>에 추가됩니다. 신뢰하는 서비스의 코드만 붙여 넣으세요. 방문자마다 실행됩니다.',
  'admin.tracking.bodyScripts': 'body 스크립트',
  'admin.tracking.bodyHint': '공개 페이지 <body>의 끝, head 스크립트 다음에 추가됩니다.',
};
