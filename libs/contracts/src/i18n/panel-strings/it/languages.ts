import type { languages as english } from '../en/languages';
import type { PanelArea } from '../panel-area';

export const languages: PanelArea<typeof english> = {
  'admin.languages.loading': 'Caricamento delle lingue',
  'admin.languages.what': 'Le lingue',
  'admin.languages.title': 'Lingue',
  'admin.languages.current': 'Lingua attuale (come vedi la tua pagina)',
  'admin.languages.source': 'Lingua di partenza',
  'admin.languages.target': 'Lingua di arrivo',
  'admin.languages.force': 'Sostituisci i testi che hai scritto tu',
  'admin.languages.autoProfile': 'Traduci profilo automaticamente',
  'admin.languages.defaultsDone': 'Valori predefiniti inizializzati',
  'admin.languages.defaultsSaved': '{{count}} testi dell’interfaccia salvati sul server.',
  'admin.languages.defaultsFailed': 'Impossibile inizializzare i valori predefiniti. Riprova.',
  'admin.languages.initDefaults': 'Inizializza valori predefiniti',
  'admin.languages.sameLanguage': 'Per tradurre, scegli una lingua di arrivo diversa da quella di partenza.',
  'admin.languages.wholePage': "Traduci l'intera pagina",
  'admin.languages.wholePageText': 'Il tuo profilo e ogni sezione, da {{source}} in una lingua o in tutte.',
  'admin.languages.into': 'In',
  'admin.languages.translatePage': "Traduci l'intera pagina",
  'admin.languages.automatic': 'Traduzione automatica',
  'admin.languages.translations': 'Traduzioni',
  'admin.languages.profileContent': 'Contenuto del profilo',
  'admin.languages.sectionContent': 'Contenuto delle sezioni',
  'admin.languages.uiTranslations': "Traduzioni dell'interfaccia",
  'admin.languages.all': 'Tutte le lingue',
  'admin.languages.jobFailed': 'Traduzione automatica non riuscita',
  'admin.languages.retry': 'Riprova.',
  'admin.languages.saveFailed': 'Impossibile salvare la traduzione. Riprova.',
  'admin.languages.origin.stale': 'Da controllare',
  'admin.languages.origin.sourceChanged': 'Originale cambiato',
  'admin.languages.origin.machine': 'Tradotto automaticamente',
  'admin.languages.origin.owner': 'Scritto da te',
  'admin.languages.origin.none': 'Non tradotto',
  'admin.languages.noProvider': 'La traduzione automatica non è ancora disponibile su questo server.',
  'admin.languages.noProviderText':
    'Puoi scrivere tu ogni traduzione qui sotto e salvarla. Perché i pulsanti di traduzione automatica funzionino, chiedi a chi gestisce il sito di configurare un servizio di traduzione: l’impostazione TRANSLATION_PROVIDER, con LibreTranslate (LIBRETRANSLATE_URL) o DeepL (DEEPL_API_KEY), come spiega il README.',
  'admin.languages.updatedElsewhere':
    'Questa traduzione è stata modificata altrove mentre la stavi modificando. Le tue modifiche restano qui finché non carichi la nuova versione.',
  'admin.languages.loadNew': 'Carica la nuova versione',
  'admin.languages.uiInfo1':
    'I pulsanti, le etichette e i messaggi della tua pagina (l’interfaccia) sono integrati, in tutte le {{count}} lingue. I visitatori li vedono nella lingua che scelgono nella barra in alto.',
  'admin.languages.uiInfo2':
    'Per ogni testo la pagina guarda prima le traduzioni salvate sul tuo server, poi il testo integrato della lingua, poi quello inglese. ‘Inizializza valori predefiniti’ salva sul server ogni testo integrato; non sostituisce mai un testo che hai cambiato tu.',
  'admin.languages.savedOnServer': 'Salvati sul server: {{count}} testi.',
  'admin.languages.savedOnServerOwn': 'Salvati sul server: {{count}} testi, di cui {{owners}} cambiati da te.',
};
