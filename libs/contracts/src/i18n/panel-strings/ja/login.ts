import type { login as english } from '../en/login';
import type { PanelArea } from '../panel-area';

export const login: PanelArea<typeof english> = {
  'admin.login.title': '管理者ログイン',
  'admin.login.password': 'パスワード',
  'admin.login.showPassword': 'パスワードを表示',
  'admin.login.hidePassword': 'パスワードを隠す',
  'admin.login.submit': 'ログイン',
  'admin.login.submitting': 'ログイン中...',
  'admin.login.back': '← プロフィールに戻る',
  'admin.login.success': 'ログインしました',
  'admin.login.failed': 'ログインに失敗しました',
  'admin.login.invalidPassword': 'パスワードが正しくありません',
  'admin.login.or': 'または',
  'admin.login.passkey': 'パスキーでサインイン',
  'admin.login.passkeyWaiting': 'デバイスを待っています…',
  'admin.login.passkeyFailed': 'パスキーでのサインインに失敗しました',
  'admin.login.retry': 'もう一度お試しください。',
  'admin.guard.checking': '認証を確認しています...',
  'admin.guard.denied': 'アクセスが拒否されました。管理パネルを使うにはログインしてください。',
  'admin.guard.toLogin': 'ログイン画面へ',
};
