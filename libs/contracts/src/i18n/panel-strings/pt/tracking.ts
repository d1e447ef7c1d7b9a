import type { tracking as english } from '../en/tracking';
import type { PanelArea } from '../panel-area';

export const tracking: PanelArea<typeof english> = {
  'admin.tracking.loading': 'A carregar as definições de rastreamento',
  'admin.tracking.what': 'As definições de rastreamento',
  'admin.tracking.saved': 'Definições de rastreamento guardadas',
  'admin.tracking.error': 'Erro',
  'admin.tracking.saveFailed': 'Não foi possível guardar as definições. Tente novamente.',
  'admin.tracking.saving': 'A guardar...',
  'admin.tracking.save': 'Guardar',
  'admin.tracking.title': 'Rastreamento',
  'admin.tracking.intro':
    'Os serviços abaixo só funcionam na sua página pública depois de ativados e com o respetivo ID ou script, e apenas para os visitantes que os aceitam: a página pergunta primeiro a cada visitante, no seu idioma, com Aceitar e Recusar. Nunca funcionam no seu painel, nas páginas de reservas e registos, nem quando é o próprio a ver a página.',
  'admin.tracking.privacyNote':
    'O texto de privacidade integrado informa os visitantes sobre eles. Se o seu rodapé apontar para uma página de privacidade própria, indique lá estes serviços.',
  'admin.tracking.services': 'Serviços de rastreamento',
  'admin.tracking.hasError': ' (tem um erro)',
  'admin.tracking.analytics': 'Analytics',
  'admin.tracking.enableAnalytics': 'Ativar o Google Analytics',
  'admin.tracking.measurementId': 'ID de medição',
  'admin.tracking.measurementHint': 'O seu ID de medição do Google Analytics, como {{example}}.',
  'admin.tracking.tagManager': 'Tag Manager',
  'admin.tracking.enableTagManager': 'Ativar o Google Tag Manager',
  'admin.tracking.containerId': 'ID do contentor',
  'admin.tracking.containerHint': 'O seu ID de contentor do Google Tag Manager, como {{example}}.',
  'admin.tracking.facebook': 'Pixel do Facebook',
  'admin.tracking.enableFacebook': 'Ativar o pixel do Facebook',
  'admin.tracking.pixelId': 'ID do pixel',
  'admin.tracking.pixelHint': 'O seu ID de pixel do Facebook: só algarismos, como {{example}}.',
  'admin.tracking.custom': 'Personalizados',
  'admin.tracking.enableCustom': 'Ativar scripts personalizados',
  'admin.tracking.headScripts': 'Scripts do head',
  'admin.tracking.headHint':
    'Adicionados ao <head> da sua página pública para os visitantes que aceitam. Cole apenas código de serviços em que confia: é executado para cada um deles.',
  'admin.tracking.bodyScripts': 'Scripts do body',
  'admin.tracking.bodyHint': 'Adicionados no fim do <body> da sua página pública, depois dos scripts do head.',
};
