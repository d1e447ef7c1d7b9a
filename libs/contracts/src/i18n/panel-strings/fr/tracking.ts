import type { tracking as english } from '../en/tracking';
import type { PanelArea } from '../panel-area';

export const tracking: PanelArea<typeof english> = {
  'admin.tracking.loading': 'Chargement des réglages de suivi',
  'admin.tracking.what': 'Les réglages de suivi',
  'admin.tracking.saved': 'Réglages de suivi enregistrés',
  'admin.tracking.error': 'Erreur',
  'admin.tracking.saveFailed': "Impossible d'enregistrer les réglages. Veuillez réessayer.",
  'admin.tracking.saving': 'Enregistrement...',
  'admin.tracking.save': 'Enregistrer',
  'admin.tracking.title': 'Suivi',
  'admin.tracking.intro':
    "Les services ci-dessous ne s'exécutent sur votre page publique qu'une fois activés et munis de leur identifiant ou script, et seulement pour les visiteurs qui les acceptent : la page demande d'abord à chaque visiteur, dans sa langue, avec Accepter et Refuser. Ils ne s'exécutent jamais dans votre panneau, sur les pages des réservations et des journaux, ni quand vous consultez vous-même la page.",
  'admin.tracking.privacyNote':
    'Le texte de confidentialité intégré en informe les visiteurs. Si votre pied de page renvoie à votre propre page de confidentialité, mentionnez-y ces services.',
  'admin.tracking.services': 'Services de suivi',
  'admin.tracking.hasError': ' (contient une erreur)',
  'admin.tracking.analytics': 'Analytics',
  'admin.tracking.enableAnalytics': 'Activer Google Analytics',
  'admin.tracking.measurementId': 'ID de mesure',
  'admin.tracking.measurementHint': 'Votre ID de mesure Google Analytics, par exemple {{example}}.',
  'admin.tracking.tagManager': 'Tag Manager',
  'admin.tracking.enableTagManager': 'Activer Google Tag Manager',
  'admin.tracking.containerId': 'ID du conteneur',
  'admin.tracking.containerHint': 'Votre ID de conteneur Google Tag Manager, par exemple {{example}}.',
  'admin.tracking.facebook': 'Pixel Facebook',
  'admin.tracking.enableFacebook': 'Activer le pixel Facebook',
  'admin.tracking.pixelId': 'ID du pixel',
  'admin.tracking.pixelHint': 'Votre ID de pixel Facebook : chiffres uniquement, par exemple {{example}}.',
  'admin.tracking.custom': 'Personnalisés',
  'admin.tracking.enableCustom': 'Activer les scripts personnalisés',
  'admin.tracking.headScripts': 'Scripts du head',
  'admin.tracking.headHint':
    "Ajoutés au <head> de votre page publique pour les visiteurs qui acceptent. Ne collez que du code de services de confiance : il s'exécute pour chacun d'eux.",
  'admin.tracking.bodyScripts': 'Scripts du body',
  'admin.tracking.bodyHint': 'Ajoutés à la fin du <body> de votre page publique, après les scripts du head.',
};
