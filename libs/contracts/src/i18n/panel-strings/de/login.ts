import type { login as english } from '../en/login';
import type { PanelArea } from '../panel-area';

export const login: PanelArea<typeof english> = {
  'admin.login.title': 'Admin-Anmeldung',
  'admin.login.password': 'Passwort',
  'admin.login.showPassword': 'Passwort anzeigen',
  'admin.login.hidePassword': 'Passwort verbergen',
  'admin.login.submit': 'Anmelden',
  'admin.login.submitting': 'Anmeldung...',
  'admin.login.back': '← Zurück zum Profil',
  'admin.login.success': 'Anmeldung erfolgreich',
  'admin.login.failed': 'Anmeldung fehlgeschlagen',
  'admin.login.invalidPassword': 'Falsches Passwort',
  'admin.login.or': 'oder',
  'admin.login.passkey': 'Mit einem Passkey anmelden',
  'admin.login.passkeyWaiting': 'Warte auf dein Gerät…',
  'admin.login.passkeyFailed': 'Anmeldung mit Passkey fehlgeschlagen',
  'admin.login.retry': 'Bitte versuche es erneut.',
  'admin.guard.checking': 'Anmeldung wird geprüft...',
  'admin.guard.denied': 'Zugriff verweigert – melde dich an, um den Admin-Bereich zu nutzen.',
  'admin.guard.toLogin': 'Zur Anmeldung',
};
