import type { tracking as english } from '../en/tracking';
import type { PanelArea } from '../panel-area';

export const tracking: PanelArea<typeof english> = {
  'admin.tracking.loading': 'Caricamento delle impostazioni di tracciamento',
  'admin.tracking.what': 'Le impostazioni di tracciamento',
  'admin.tracking.saved': 'Impostazioni di Tracking Salvate',
  'admin.tracking.error': 'Errore',
  'admin.tracking.saveFailed': 'Impossibile salvare le impostazioni. Riprova.',
  'admin.tracking.saving': 'Salvataggio...',
  'admin.tracking.save': 'Salva',
  'admin.tracking.title': 'Tracciamento',
  'admin.tracking.intro':
    'I servizi qui sotto funzionano sulla tua pagina pubblica solo quando sono attivi e hanno il loro ID o script, e solo per i visitatori che li accettano: la pagina lo chiede prima a ogni visitatore, nella sua lingua, con Accetta e Rifiuta. Non funzionano mai nel tuo pannello, nelle pagine delle prenotazioni e dei log, né quando sei tu a guardare la pagina.',
  'admin.tracking.privacyNote':
    'Il testo sulla privacy integrato ne informa i visitatori. Se il tuo footer rimanda a una tua pagina sulla privacy, indica lì questi servizi.',
  'admin.tracking.services': 'Servizi di tracciamento',
  'admin.tracking.hasError': ' (contiene un errore)',
  'admin.tracking.analytics': 'Analytics',
  'admin.tracking.enableAnalytics': 'Attiva Google Analytics',
  'admin.tracking.measurementId': 'ID di misurazione',
  'admin.tracking.measurementHint': 'Il tuo ID di misurazione di Google Analytics, come {{example}}.',
  'admin.tracking.tagManager': 'Tag Manager',
  'admin.tracking.enableTagManager': 'Attiva Google Tag Manager',
  'admin.tracking.containerId': 'ID del contenitore',
  'admin.tracking.containerHint': 'Il tuo ID contenitore di Google Tag Manager, come {{example}}.',
  'admin.tracking.facebook': 'Pixel di Facebook',
  'admin.tracking.enableFacebook': 'Attiva il Pixel di Facebook',
  'admin.tracking.pixelId': 'ID del pixel',
  'admin.tracking.pixelHint': 'Il tuo ID pixel di Facebook: solo cifre, come {{example}}.',
  'admin.tracking.custom': 'Personalizzati',
  'admin.tracking.enableCustom': 'Attiva gli script personalizzati',
  'admin.tracking.headScripts': 'Script nell’head',
  'admin.tracking.headHint':
    'Aggiunti nell’<head> della tua pagina pubblica per i visitatori che accettano. Incolla solo codice di servizi di cui ti fidi: viene eseguito per ognuno di loro.',
  'admin.tracking.bodyScripts': 'Script nel body',
  'admin.tracking.bodyHint': 'Aggiunti alla fine del <body> della tua pagina pubblica, dopo gli script dell’head.',
};
