import type { languages as english } from '../en/languages';
import type { PanelArea } from '../panel-area';

export const languages: PanelArea<typeof english> = {
  'admin.languages.loading': 'A carregar os idiomas',
  'admin.languages.what': 'Os idiomas',
  'admin.languages.title': 'Idiomas',
  'admin.languages.current': 'Idioma atual (como vê a sua página)',
  'admin.languages.source': 'Idioma de origem',
  'admin.languages.target': 'Idioma de destino',
  'admin.languages.force': 'Substituir os textos que escreveu',
  'admin.languages.autoProfile': 'Traduzir perfil automaticamente',
  'admin.languages.defaultsDone': 'Predefinições inicializadas',
  'admin.languages.defaultsSaved': '{{count}} textos da interface guardados no servidor.',
  'admin.languages.defaultsFailed': 'Não foi possível inicializar as predefinições. Tente novamente.',
  'admin.languages.initDefaults': 'Inicializar predefinições',
  'admin.languages.sameLanguage': 'Para traduzir, escolha um idioma de destino diferente do de origem.',
  'admin.languages.wholePage': 'Traduzir a página inteira',
  'admin.languages.wholePageText': 'O seu perfil e todas as secções, de {{source}} para um idioma ou para todos.',
  'admin.languages.into': 'Para',
  'admin.languages.translatePage': 'Traduzir a página inteira',
  'admin.languages.automatic': 'Tradução automática',
  'admin.languages.translations': 'Traduções',
  'admin.languages.profileContent': 'Conteúdo do perfil',
  'admin.languages.sectionContent': 'Conteúdo das secções',
  'admin.languages.uiTranslations': 'Traduções da interface',
  'admin.languages.all': 'Todos os idiomas',
  'admin.languages.jobFailed': 'A tradução automática falhou',
  'admin.languages.retry': 'Tente novamente.',
  'admin.languages.saveFailed': 'Não foi possível guardar a tradução. Tente novamente.',
  'admin.languages.origin.stale': 'Requer atenção',
  'admin.languages.origin.sourceChanged': 'O original mudou',
  'admin.languages.origin.machine': 'Tradução automática',
  'admin.languages.origin.owner': 'Escrito por si',
  'admin.languages.origin.none': 'Não traduzido',
  'admin.languages.noProvider': 'A tradução automática ainda não está disponível neste servidor.',
  'admin.languages.noProviderText':
    'Pode escrever cada tradução abaixo e guardá-la. Para os botões de tradução automática funcionarem, peça a quem gere o seu site que configure um serviço de tradução: a definição TRANSLATION_PROVIDER, com LibreTranslate (LIBRETRANSLATE_URL) ou DeepL (DEEPL_API_KEY), como explica o README.',
  'admin.languages.updatedElsewhere':
    'Esta tradução foi alterada noutro lado enquanto a editava. As suas alterações ficam aqui até carregar a nova versão.',
  'admin.languages.loadNew': 'Carregar a nova versão',
  'admin.languages.uiInfo1':
    'Os botões, etiquetas e mensagens da sua página (a interface) vêm integrados, nos {{count}} idiomas. Os visitantes veem-nos no idioma que escolhem na barra superior.',
  'admin.languages.uiInfo2':
    'Para cada texto, a página olha primeiro para as traduções guardadas no seu servidor, depois para o texto integrado do idioma e por fim para o inglês. ‘Inicializar predefinições’ guarda no servidor cada texto integrado; nunca substitui um texto que alterou.',
  'admin.languages.savedOnServer': 'Guardados no servidor: {{count}} textos.',
  'admin.languages.savedOnServerOwn': 'Guardados no servidor: {{count}} textos, {{owners}} deles alterados por si.',
};
