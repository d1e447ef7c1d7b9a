import type { login as english } from '../en/login';
import type { PanelArea } from '../panel-area';

export const login: PanelArea<typeof english> = {
  'admin.login.title': 'Acesso de administrador',
  'admin.login.password': 'Palavra-passe',
  'admin.login.showPassword': 'Mostrar palavra-passe',
  'admin.login.hidePassword': 'Ocultar palavra-passe',
  'admin.login.submit': 'Entrar',
  'admin.login.submitting': 'A entrar...',
  'admin.login.back': '← Voltar ao perfil',
  'admin.login.success': 'Sessão iniciada',
  'admin.login.failed': 'Falha ao entrar',
  'admin.login.invalidPassword': 'Palavra-passe inválida',
  'admin.login.or': 'ou',
  'admin.login.passkey': 'Entrar com uma chave de acesso',
  'admin.login.passkeyWaiting': 'À espera do seu dispositivo…',
  'admin.login.passkeyFailed': 'Falha ao entrar com a chave de acesso',
  'admin.login.retry': 'Tente novamente.',
  'admin.guard.checking': 'A verificar a autenticação...',
  'admin.guard.denied': 'Acesso negado: inicie sessão para aceder ao painel de administração.',
  'admin.guard.toLogin': 'Ir para o início de sessão',
};
