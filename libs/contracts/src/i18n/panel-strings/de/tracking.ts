import type { tracking as english } from '../en/tracking';
import type { PanelArea } from '../panel-area';

export const tracking: PanelArea<typeof english> = {
  'admin.tracking.loading': 'Tracking-Einstellungen werden geladen',
  'admin.tracking.what': 'Die Tracking-Einstellungen',
  'admin.tracking.saved': 'Tracking-Einstellungen gespeichert',
  'admin.tracking.error': 'Fehler',
  'admin.tracking.saveFailed': 'Die Einstellungen konnten nicht gespeichert werden. Bitte versuche es erneut.',
  'admin.tracking.saving': 'Wird gespeichert...',
  'admin.tracking.save': 'Speichern',
  'admin.tracking.title': 'Tracking',
  'admin.tracking.intro':
    'Die Dienste unten laufen auf deiner öffentlichen Seite erst, wenn sie eingeschaltet sind und ihre ID oder ihr Skript haben, und nur für Besucher, die zustimmen: Die Seite fragt jeden Besucher zuerst in seiner Sprache mit Akzeptieren und Ablehnen. Sie laufen nie in deinem Admin-Bereich, auf den Buchungs- und Protokollseiten oder wenn du selbst die Seite ansiehst.',
  'admin.tracking.privacyNote':
    'Der eingebaute Datenschutztext informiert Besucher darüber. Wenn deine Fußzeile auf eine eigene Datenschutzseite verweist, nenne diese Dienste dort.',
  'admin.tracking.services': 'Tracking-Dienste',
  'admin.tracking.hasError': ' (enthält einen Fehler)',
  'admin.tracking.analytics': 'Analytics',
  'admin.tracking.enableAnalytics': 'Google Analytics einschalten',
  'admin.tracking.measurementId': 'Mess-ID',
  'admin.tracking.measurementHint': 'Deine Google-Analytics-Mess-ID, etwa {{example}}.',
  'admin.tracking.tagManager': 'Tag Manager',
  'admin.tracking.enableTagManager': 'Google Tag Manager einschalten',
  'admin.tracking.containerId': 'Container-ID',
  'admin.tracking.containerHint': 'Deine Google-Tag-Manager-Container-ID, etwa {{example}}.',
  'admin.tracking.facebook': 'Facebook-Pixel',
  'admin.tracking.enableFacebook': 'Facebook-Pixel einschalten',
  'admin.tracking.pixelId': 'Pixel-ID',
  'admin.tracking.pixelHint': 'Deine Facebook-Pixel-ID: nur Ziffern, etwa {{example}}.',
  'admin.tracking.custom': 'Eigene',
  'admin.tracking.enableCustom': 'Eigene Skripte einschalten',
  'admin.tracking.headScripts': 'Skripte im Head',
  'admin.tracking.headHint':
    'Werden für zustimmende Besucher in den <head> deiner öffentlichen Seite eingefügt. Füge nur Code von Diensten ein, denen du vertraust: Er läuft bei jedem von ihnen.',
  'admin.tracking.bodyScripts': 'Skripte im Body',
  'admin.tracking.bodyHint': 'Werden am Ende des <body> deiner öffentlichen Seite eingefügt, nach den Head-Skripten.',
};
