import type { languages as english } from '../en/languages';
import type { PanelArea } from '../panel-area';

export const languages: PanelArea<typeof english> = {
  'admin.languages.loading': 'Cargando los idiomas',
  'admin.languages.what': 'Los idiomas',
  'admin.languages.title': 'Idiomas',
  'admin.languages.current': 'Idioma actual (cómo ves tu página)',
  'admin.languages.source': 'Idioma de origen',
  'admin.languages.target': 'Idioma de destino',
  'admin.languages.force': 'Reemplazar los textos que escribiste tú',
  'admin.languages.autoProfile': 'Traducir perfil automáticamente',
  'admin.languages.defaultsDone': 'Valores predeterminados inicializados',
  'admin.languages.defaultsSaved': '{{count}} textos de la interfaz guardados en el servidor.',
  'admin.languages.defaultsFailed': 'No se pudieron inicializar los valores predeterminados. Inténtalo de nuevo.',
  'admin.languages.initDefaults': 'Inicializar valores predeterminados',
  'admin.languages.sameLanguage': 'Para traducir, elige un idioma de destino distinto del de origen.',
  'admin.languages.wholePage': 'Traducir toda la página',
  'admin.languages.wholePageText': 'Tu perfil y todas las secciones, del {{source}} a un idioma o a todos.',
  'admin.languages.into': 'A',
  'admin.languages.translatePage': 'Traducir toda la página',
  'admin.languages.automatic': 'Traducción automática',
  'admin.languages.translations': 'Traducciones',
  'admin.languages.profileContent': 'Contenido del perfil',
  'admin.languages.sectionContent': 'Contenido de las secciones',
  'admin.languages.uiTranslations': 'Traducciones de la interfaz',
  'admin.languages.all': 'Todos los idiomas',
  'admin.languages.jobFailed': 'Error en la traducción automática',
  'admin.languages.retry': 'Inténtalo de nuevo.',
  'admin.languages.saveFailed': 'No se pudo guardar la traducción. Inténtalo de nuevo.',
  'admin.languages.origin.stale': 'Requiere atención',
  'admin.languages.origin.sourceChanged': 'El original cambió',
  'admin.languages.origin.machine': 'Traducción automática',
  'admin.languages.origin.owner': 'Escrito por ti',
  'admin.languages.origin.none': 'Sin traducir',
  'admin.languages.noProvider': 'La traducción automática aún no está disponible en este servidor.',
  'admin.languages.noProviderText':
    'Puedes escribir tú cada traducción abajo y guardarla. Para que funcionen los botones de traducción automática, pide a quien administra tu sitio que configure un servicio de traducción: el ajuste TRANSLATION_PROVIDER, con LibreTranslate (LIBRETRANSLATE_URL) o DeepL (DEEPL_API_KEY), como explica el README.',
  'admin.languages.updatedElsewhere':
    'Esta traducción se cambió en otro lugar mientras la editabas. Tus cambios se quedan aquí hasta que cargues la nueva versión.',
  'admin.languages.loadNew': 'Cargar la nueva versión',
  'admin.languages.uiInfo1':
    'Los botones, etiquetas y mensajes de tu página (la interfaz) vienen integrados, en los {{count}} idiomas. Tus visitantes los ven en el idioma que eligen en la barra superior.',
  'admin.languages.uiInfo2':
    'Para cada texto, la página mira primero las traducciones guardadas en tu servidor, luego el texto integrado del idioma y después el inglés. ‘Inicializar valores predeterminados’ guarda en el servidor cada texto integrado; nunca reemplaza un texto que cambiaste tú.',
  'admin.languages.savedOnServer': 'Guardados en el servidor: {{count}} textos.',
  'admin.languages.savedOnServerOwn': 'Guardados en el servidor: {{count}} textos, {{owners}} de ellos cambiados por ti.',
};
