import type { tracking as english } from '../en/tracking';
import type { PanelArea } from '../panel-area';

export const tracking: PanelArea<typeof english> = {
  'admin.tracking.loading': 'Cargando los ajustes de seguimiento',
  'admin.tracking.what': 'Los ajustes de seguimiento',
  'admin.tracking.saved': 'Ajustes de seguimiento guardados',
  'admin.tracking.error': 'Error',
  'admin.tracking.saveFailed': 'No se pudieron guardar los ajustes. Inténtalo de nuevo.',
  'admin.tracking.saving': 'Guardando...',
  'admin.tracking.save': 'Guardar',
  'admin.tracking.title': 'Seguimiento',
  'admin.tracking.intro':
    'Los servicios de abajo funcionan en tu página pública solo cuando están activados y tienen su ID o script, y solo para los visitantes que los aceptan: la página pregunta antes a cada visitante, en su idioma, con Aceptar y Rechazar. Nunca funcionan en tu panel, en las páginas de reservas y registros ni cuando tú ves la página.',
  'admin.tracking.privacyNote':
    'El texto de privacidad integrado informa de ellos a los visitantes. Si tu pie de página enlaza a una página de privacidad propia, nombra allí estos servicios.',
  'admin.tracking.services': 'Servicios de seguimiento',
  'admin.tracking.hasError': ' (tiene un error)',
  'admin.tracking.analytics': 'Analytics',
  'admin.tracking.enableAnalytics': 'Activar Google Analytics',
  'admin.tracking.measurementId': 'ID de medición',
  'admin.tracking.measurementHint': 'Tu ID de medición de Google Analytics, como {{example}}.',
  'admin.tracking.tagManager': 'Tag Manager',
  'admin.tracking.enableTagManager': 'Activar Google Tag Manager',
  'admin.tracking.containerId': 'ID del contenedor',
  'admin.tracking.containerHint': 'Tu ID de contenedor de Google Tag Manager, como {{example}}.',
  'admin.tracking.facebook': 'Píxel de Facebook',
  'admin.tracking.enableFacebook': 'Activar el píxel de Facebook',
  'admin.tracking.pixelId': 'ID del píxel',
  'admin.tracking.pixelHint': 'Tu ID de píxel de Facebook: solo dígitos, como {{example}}.',
  'admin.tracking.custom': 'Personalizados',
  'admin.tracking.enableCustom': 'Activar scripts personalizados',
  'admin.tracking.headScripts': 'Scripts del head',
  'admin.tracking.headHint':
    'Se añaden al <head> de tu página pública para los visitantes que aceptan. Pega solo código de servicios de confianza: se ejecuta para cada uno de ellos.',
  'admin.tracking.bodyScripts': 'Scripts del body',
  'admin.tracking.bodyHint': 'Se añaden al final del <body> de tu página pública, después de los scripts del head.',
};
