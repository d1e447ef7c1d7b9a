import type { login as english } from '../en/login';
import type { PanelArea } from '../panel-area';

export const login: PanelArea<typeof english> = {
  'admin.login.title': 'Connexion administrateur',
  'admin.login.password': 'Mot de passe',
  'admin.login.showPassword': 'Afficher le mot de passe',
  'admin.login.hidePassword': 'Masquer le mot de passe',
  'admin.login.submit': 'Se connecter',
  'admin.login.submitting': 'Connexion...',
  'admin.login.back': '← Retour au profil',
  'admin.login.success': 'Connexion réussie',
  'admin.login.failed': 'Échec de la connexion',
  'admin.login.invalidPassword': 'Mot de passe incorrect',
  'admin.login.or': 'ou',
  'admin.login.passkey': "Se connecter avec une clé d'accès",
  'admin.login.passkeyWaiting': 'En attente de votre appareil…',
  'admin.login.passkeyFailed': "Échec de la connexion par clé d'accès",
  'admin.login.retry': 'Veuillez réessayer.',
  'admin.guard.checking': "Vérification de l'authentification...",
  'admin.guard.denied': "Accès refusé : connectez-vous pour accéder au panneau d'administration.",
  'admin.guard.toLogin': 'Aller à la connexion',
};
