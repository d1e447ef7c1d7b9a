import type { login as english } from '../en/login';
import type { PanelArea } from '../panel-area';

export const login: PanelArea<typeof english> = {
  'admin.login.title': '管理员登录',
  'admin.login.password': '密码',
  'admin.login.showPassword': '显示密码',
  'admin.login.hidePassword': '隐藏密码',
  'admin.login.submit': '登录',
  'admin.login.submitting': '正在登录...',
  'admin.login.back': '← 返回主页',
  'admin.login.success': '登录成功',
  'admin.login.failed': '登录失败',
  'admin.login.invalidPassword': '密码错误',
  'admin.login.or': '或',
  'admin.login.passkey': '使用通行密钥登录',
  'admin.login.passkeyWaiting': '正在等待你的设备…',
  'admin.login.passkeyFailed': '通行密钥登录失败',
  'admin.login.retry': '请重试。',
  'admin.guard.checking': '正在验证身份...',
  'admin.guard.denied': '拒绝访问：请登录后使用管理面板。',
  'admin.guard.toLogin': '前往登录',
};
