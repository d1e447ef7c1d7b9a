import type { languages as english } from '../en/languages';
import type { PanelArea } from '../panel-area';

export const languages: PanelArea<typeof english> = {
  'admin.languages.loading': 'Sprachen werden geladen',
  'admin.languages.what': 'Die Sprachen',
  'admin.languages.title': 'Sprachen',
  'admin.languages.current': 'Aktuelle Sprache (wie du deine Seite siehst)',
  'admin.languages.source': 'Ausgangssprache',
  'admin.languages.target': 'Zielsprache',
  'admin.languages.force': 'Selbst geschriebene Texte ersetzen',
  'admin.languages.autoProfile': 'Profil automatisch übersetzen',
  'admin.languages.defaultsDone': 'Standardtexte angelegt',
  'admin.languages.defaultsSaved': '{{count}} Oberflächentexte auf dem Server gespeichert.',
  'admin.languages.defaultsFailed': 'Die Standardtexte konnten nicht angelegt werden. Bitte versuche es erneut.',
  'admin.languages.initDefaults': 'Standardtexte anlegen',
  'admin.languages.sameLanguage': 'Wähle zum Übersetzen eine andere Zielsprache als die Ausgangssprache.',
  'admin.languages.wholePage': 'Die ganze Seite übersetzen',
  'admin.languages.wholePageText': 'Dein Profil und jeder Bereich, aus dem {{source}} in eine Sprache oder in alle.',
  'admin.languages.into': 'Nach',
  'admin.languages.translatePage': 'Ganze Seite übersetzen',
  'admin.languages.automatic': 'Automatische Übersetzung',
  'admin.languages.translations': 'Übersetzungen',
  'admin.languages.profileContent': 'Profilinhalt',
  'admin.languages.sectionContent': 'Bereichsinhalt',
  'admin.languages.uiTranslations': 'Oberflächen-Übersetzungen',
  'admin.languages.all': 'Alle Sprachen',
  'admin.languages.jobFailed': 'Automatische Übersetzung fehlgeschlagen',
  'admin.languages.retry': 'Bitte versuche es erneut.',
  'admin.languages.saveFailed': 'Die Übersetzung konnte nicht gespeichert werden. Bitte versuche es erneut.',
  'admin.languages.origin.stale': 'Prüfen',
  'admin.languages.origin.sourceChanged': 'Original geändert',
  'admin.languages.origin.machine': 'Maschinell übersetzt',
  'admin.languages.origin.owner': 'Von dir geschrieben',
  'admin.languages.origin.none': 'Nicht übersetzt',
  'admin.languages.noProvider': 'Automatische Übersetzung ist auf diesem Server noch nicht verfügbar.',
  'admin.languages.noProviderText':
    'Du kannst jede Übersetzung unten selbst schreiben und speichern. Damit die Schaltflächen für die automatische Übersetzung funktionieren, bitte die Person, die deine Website betreibt, einen Übersetzungsdienst einzurichten: die Einstellung TRANSLATION_PROVIDER, mit LibreTranslate (LIBRETRANSLATE_URL) oder DeepL (DEEPL_API_KEY), wie im README beschrieben.',
  'admin.languages.updatedElsewhere':
    'Diese Übersetzung wurde woanders geändert, während du sie bearbeitet hast. Deine Änderungen bleiben hier, bis du die neue Version lädst.',
  'admin.languages.loadNew': 'Neue Version laden',
  'admin.languages.uiInfo1':
    'Die Schaltflächen, Beschriftungen und Meldungen deiner Seite (die Oberfläche) sind eingebaut, in allen {{count}} Sprachen. Deine Besucher sehen sie in der Sprache, die sie oben in der Leiste wählen.',
  'admin.languages.uiInfo2':
    'Für jeden Text schaut die Seite zuerst auf die auf deinem Server gespeicherten Übersetzungen, dann auf den eingebauten Text der Sprache, dann auf den englischen. „Standardtexte anlegen“ speichert jeden eingebauten Text auf dem Server; ein Text, den du geändert hast, wird nie ersetzt.',
  'admin.languages.savedOnServer': 'Auf dem Server gespeichert: {{count}} Texte.',
  'admin.languages.savedOnServerOwn': 'Auf dem Server gespeichert: {{count}} Texte, {{owners}} davon von dir geändert.',
};
