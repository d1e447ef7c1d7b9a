import type { login as english } from '../en/login';
import type { PanelArea } from '../panel-area';

export const login: PanelArea<typeof english> = {
  'admin.login.title': 'Acceso de administrador',
  'admin.login.password': 'Contraseña',
  'admin.login.showPassword': 'Mostrar contraseña',
  'admin.login.hidePassword': 'Ocultar contraseña',
  'admin.login.submit': 'Iniciar sesión',
  'admin.login.submitting': 'Iniciando sesión...',
  'admin.login.back': '← Volver al perfil',
  'admin.login.success': 'Sesión iniciada',
  'admin.login.failed': 'Error al iniciar sesión',
  'admin.login.invalidPassword': 'Contraseña incorrecta',
  'admin.login.or': 'o',
  'admin.login.passkey': 'Iniciar sesión con una llave de acceso',
  'admin.login.passkeyWaiting': 'Esperando a tu dispositivo…',
  'admin.login.passkeyFailed': 'Error al iniciar sesión con la llave de acceso',
  'admin.login.retry': 'Inténtalo de nuevo.',
  'admin.guard.checking': 'Comprobando la autenticación...',
  'admin.guard.denied': 'Acceso denegado: inicia sesión para entrar en el panel de administración.',
  'admin.guard.toLogin': 'Ir al inicio de sesión',
};
