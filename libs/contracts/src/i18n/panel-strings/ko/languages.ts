import type { languages as english } from '../en/languages';
import type { PanelArea } from '../panel-area';

export const languages: PanelArea<typeof english> = {
  'admin.languages.loading': '언어를 불러오는 중',
  'admin.languages.what': '언어',
  'admin.languages.title': '언어',
  'admin.languages.current': '현재 언어(내 페이지를 보는 언어)',
  'admin.languages.source': '원본 언어',
  'admin.languages.target': '대상 언어',
  'admin.languages.force': '직접 쓴 문구도 바꾸기',
  'admin.languages.autoProfile': '프로필 자동 번역',
  'admin.languages.defaultsDone': '기본값을 초기화했습니다',
  'admin.languages.defaultsSaved': '인터페이스 문구 {{count}}개를 서버에 저장했습니다.',
  'admin.languages.defaultsFailed': '기본값을 초기화하지 못했습니다. 다시 시도해 주세요.',
  'admin.languages.initDefaults': '기본값 초기화',
  'admin.languages.sameLanguage': '번역하려면 원본과 다른 대상 언어를 고르세요.',
  'admin.languages.wholePage': '페이지 전체 번역',
  'admin.languages.wholePageText': '프로필과 모든 섹션을 {{source}}에서 한 언어 또는 모든 언어로.',
  'admin.languages.into': '대상',
  'admin.languages.translatePage': '페이지 전체 번역',
  'admin.languages.automatic': '자동 번역',
  'admin.languages.translations': '번역',
  'admin.languages.profileContent': '프로필 내용',
  'admin.languages.sectionContent': '섹션 내용',
  'admin.languages.uiTranslations': 'UI 번역',
  'admin.languages.all': '모든 언어',
  'admin.languages.jobFailed': '자동 번역에 실패했습니다',
  'admin.languages.retry': '다시 시도해 주세요.',
  'admin.languages.saveFailed': '번역을 저장하지 못했습니다. 다시 시도해 주세요.',
  'admin.languages.origin.stale': '확인 필요',
  'admin.languages.origin.sourceChanged': '원문이 바뀜',
  'admin.languages.origin.machine': '기계 번역',
  'admin.languages.origin.owner': '직접 작성',
  'admin.languages.origin.none': '번역 안 됨',
  'admin.languages.noProvider': '이 서버에서는 아직 자동 번역을 사용할 수 없습니다.',
  'admin.languages.noProviderText':
    '아래에서 각 번역을 직접 작성해 저장할 수 있습니다. 자동 번역 버튼을 쓰려면 사이트 운영자에게 번역 서비스 설정을 요청하세요. README에 나온 대로 TRANSLATION_PROVIDER 설정과 LibreTranslate(LIBRETRANSLATE_URL) 또는 DeepL(DEEPL_API_KEY)이 필요합니다.',
  'admin.languages.updatedElsewhere':
    '편집하는 동안 이 번역이 다른 곳에서 바뀌었습니다. 새 버전을 불러올 때까지 편집 내용은 여기에 남습니다.',
  'admin.languages.loadNew': '새 버전 불러오기',
  'admin.languages.uiInfo1':
    '페이지의 버튼, 레이블, 메시지(인터페이스)는 {{count}}개 언어 모두로 기본 제공됩니다. 방문자는 상단 바에서 고른 언어로 봅니다.',
  'admin.languages.uiInfo2':
    '페이지는 각 문구마다 먼저 서버에 저장된 번역을, 그다음 해당 언어의 기본 문구를, 마지막으로 영어 문구를 봅니다. ‘기본값 초기화’는 모든 기본 문구를 서버에 저장하며, 직접 바꾼 문구는 절대 바꾸지 않습니다.',
  'admin.languages.savedOnServer': '서버에 저장됨: 문구 {{count}}개.',
  'admin.languages.savedOnServerOwn': '서버에 저장됨: 문구 {{count}}개, 그중 {{owners}}개는 직접 바꿈.',
};
