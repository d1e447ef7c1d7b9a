import type { languages as english } from '../en/languages';
import type { PanelArea } from '../panel-area';

export const languages: PanelArea<typeof english> = {
  'admin.languages.loading': 'Chargement des langues',
  'admin.languages.what': 'Les langues',
  'admin.languages.title': 'Langues',
  'admin.languages.current': 'Langue actuelle (comment vous voyez votre page)',
  'admin.languages.source': 'Langue source',
  'admin.languages.target': 'Langue cible',
  'admin.languages.force': 'Remplacer les textes que vous avez écrits vous-même',
  'admin.languages.autoProfile': 'Traduire le profil automatiquement',
  'admin.languages.defaultsDone': 'Valeurs par défaut initialisées',
  'admin.languages.defaultsSaved': "{{count}} textes de l'interface enregistrés sur le serveur.",
  'admin.languages.defaultsFailed': "Impossible d'initialiser les valeurs par défaut. Veuillez réessayer.",
  'admin.languages.initDefaults': 'Initialiser les valeurs par défaut',
  'admin.languages.sameLanguage': 'Pour traduire, choisissez une langue cible différente de la langue source.',
  'admin.languages.wholePage': 'Traduire toute la page',
  'admin.languages.wholePageText': 'Votre profil et chaque section, de la langue {{source}} vers une langue ou toutes.',
  'admin.languages.into': 'Vers',
  'admin.languages.translatePage': 'Traduire toute la page',
  'admin.languages.automatic': 'Traduction automatique',
  'admin.languages.translations': 'Traductions',
  'admin.languages.profileContent': 'Contenu du profil',
  'admin.languages.sectionContent': 'Contenu des sections',
  'admin.languages.uiTranslations': "Traductions de l'interface",
  'admin.languages.all': 'Toutes les langues',
  'admin.languages.jobFailed': 'La traduction automatique a échoué',
  'admin.languages.retry': 'Veuillez réessayer.',
  'admin.languages.saveFailed': "Impossible d'enregistrer la traduction. Veuillez réessayer.",
  'admin.languages.origin.stale': 'À vérifier',
  'admin.languages.origin.sourceChanged': "L'original a changé",
  'admin.languages.origin.machine': 'Traduit automatiquement',
  'admin.languages.origin.owner': 'Écrit par vous',
  'admin.languages.origin.none': 'Non traduit',
  'admin.languages.noProvider': "La traduction automatique n'est pas encore disponible sur ce serveur.",
  'admin.languages.noProviderText':
    'Vous pouvez écrire vous-même chaque traduction ci-dessous et l’enregistrer. Pour que les boutons de traduction automatique fonctionnent, demandez à la personne qui gère votre site de configurer un service de traduction : le réglage TRANSLATION_PROVIDER, avec LibreTranslate (LIBRETRANSLATE_URL) ou DeepL (DEEPL_API_KEY), comme l’explique le README.',
  'admin.languages.updatedElsewhere':
    'Cette traduction a été modifiée ailleurs pendant que vous la modifiiez. Vos modifications restent ici jusqu’à ce que vous chargiez la nouvelle version.',
  'admin.languages.loadNew': 'Charger la nouvelle version',
  'admin.languages.uiInfo1':
    'Les boutons, libellés et messages de votre page (l’interface) sont intégrés, dans les {{count}} langues. Vos visiteurs les voient dans la langue qu’ils choisissent dans la barre du haut.',
  'admin.languages.uiInfo2':
    'Pour chaque texte, la page regarde d’abord les traductions enregistrées sur votre serveur, puis le texte intégré de la langue, puis l’anglais. « Initialiser les valeurs par défaut » enregistre chaque texte intégré sur le serveur ; il ne remplace jamais un texte que vous avez modifié.',
  'admin.languages.savedOnServer': 'Enregistrés sur le serveur : {{count}} textes.',
  'admin.languages.savedOnServerOwn': 'Enregistrés sur le serveur : {{count}} textes, dont {{owners}} modifiés par vous.',
};
