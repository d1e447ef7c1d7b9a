import type { login as english } from '../en/login';
import type { PanelArea } from '../panel-area';

export const login: PanelArea<typeof english> = {
  'admin.login.title': 'Accesso amministratore',
  'admin.login.password': 'Password',
  'admin.login.showPassword': 'Mostra password',
  'admin.login.hidePassword': 'Nascondi password',
  'admin.login.submit': 'Accedi',
  'admin.login.submitting': 'Accesso in corso...',
  'admin.login.back': '← Torna al profilo',
  'admin.login.success': 'Accesso effettuato',
  'admin.login.failed': 'Accesso non riuscito',
  'admin.login.invalidPassword': 'Password non valida',
  'admin.login.or': 'oppure',
  'admin.login.passkey': 'Accedi con una passkey',
  'admin.login.passkeyWaiting': 'In attesa del dispositivo…',
  'admin.login.passkeyFailed': 'Accesso con passkey non riuscito',
  'admin.login.retry': 'Riprova.',
  'admin.guard.checking': 'Verifica dell’accesso...',
  'admin.guard.denied': 'Accesso negato - Devi accedere per usare il pannello di amministrazione.',
  'admin.guard.toLogin': 'Vai all’accesso',
};
