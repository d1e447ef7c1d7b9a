import type { login as english } from '../en/login';
import type { PanelArea } from '../panel-area';

export const login: PanelArea<typeof english> = {
  'admin.login.title': '관리자 로그인',
  'admin.login.password': '비밀번호',
  'admin.login.showPassword': '비밀번호 표시',
  'admin.login.hidePassword': '비밀번호 숨기기',
  'admin.login.submit': '로그인',
  'admin.login.submitting': '로그인 중...',
  'admin.login.back': '← 프로필로 돌아가기',
  'admin.login.success': '로그인했습니다',
  'admin.login.failed': '로그인 실패',
  'admin.login.invalidPassword': '비밀번호가 올바르지 않습니다',
  'admin.login.or': '또는',
  'admin.login.passkey': '패스키로 로그인',
  'admin.login.passkeyWaiting': '기기를 기다리는 중…',
  'admin.login.passkeyFailed': '패스키 로그인 실패',
  'admin.login.retry': '다시 시도해 주세요.',
  'admin.guard.checking': '인증을 확인하는 중...',
  'admin.guard.denied': '접근이 거부되었습니다. 관리자 패널을 사용하려면 로그인하세요.',
  'admin.guard.toLogin': '로그인으로 이동',
};
