import type { languages as english } from '../en/languages';
import type { PanelArea } from '../panel-area';

export const languages: PanelArea<typeof english> = {
  'admin.languages.loading': '言語を読み込み中',
  'admin.languages.what': '言語',
  'admin.languages.title': '言語',
  'admin.languages.current': '現在の言語（ページの表示言語）',
  'admin.languages.source': '翻訳元の言語',
  'admin.languages.target': '翻訳先の言語',
  'admin.languages.force': '自分で書いた文章も置き換える',
  'admin.languages.autoProfile': 'プロフィールを自動翻訳',
  'admin.languages.defaultsDone': '既定値を初期化しました',
  'admin.languages.defaultsSaved': '{{count}} 件のインターフェースの文言をサーバーに保存しました。',
  'admin.languages.defaultsFailed': '既定値を初期化できませんでした。もう一度お試しください。',
  'admin.languages.initDefaults': '既定値を初期化',
  'admin.languages.sameLanguage': '翻訳するには、翻訳元と異なる翻訳先の言語を選んでください。',
  'admin.languages.wholePage': 'ページ全体を翻訳',
  'admin.languages.wholePageText': 'プロフィールとすべてのセクションを、{{source}}から1つまたはすべての言語へ。',
  'admin.languages.into': '翻訳先',
  'admin.languages.translatePage': 'ページ全体を翻訳',
  'admin.languages.automatic': '自動翻訳',
  'admin.languages.translations': '翻訳',
  'admin.languages.profileContent': 'プロフィールの内容',
  'admin.languages.sectionContent': 'セクションの内容',
  'admin.languages.uiTranslations': 'UI の翻訳',
  'admin.languages.all': 'すべての言語',
  'admin.languages.jobFailed': '自動翻訳に失敗しました',
  'admin.languages.retry': 'もう一度お試しください。',
  'admin.languages.saveFailed': '翻訳を保存できませんでした。もう一度お試しください。',
  'admin.languages.origin.stale': '要確認',
  'admin.languages.origin.sourceChanged': '原文が変更されました',
  'admin.languages.origin.machine': '機械翻訳',
  'admin.languages.origin.owner': 'あなたが作成',
  'admin.languages.origin.none': '未翻訳',
  'admin.languages.noProvider': 'このサーバーではまだ自動翻訳を使えません。',
  'admin.languages.noProviderText':
    '下で各翻訳を自分で書いて保存できます。自動翻訳ボタンを使うには、サイトの管理者に翻訳サービスの設定を依頼してください（README にあるとおり、TRANSLATION_PROVIDER の設定と LibreTranslate（LIBRETRANSLATE_URL）または DeepL（DEEPL_API_KEY））。',
  'admin.languages.updatedElsewhere':
    '編集中に、この翻訳が別の場所で変更されました。新しい版を読み込むまで、あなたの編集はここに残ります。',
  'admin.languages.loadNew': '新しい版を読み込む',
  'admin.languages.uiInfo1':
    'ページのボタン、ラベル、メッセージ（インターフェース）は、{{count}} 言語すべてで組み込まれています。訪問者は上部バーで選んだ言語で見ます。',
  'admin.languages.uiInfo2':
    'ページは各文言について、まずサーバーに保存された翻訳、次にその言語の組み込みの文言、最後に英語の文言を使います。「既定値を初期化」は組み込みの文言をすべてサーバーに保存しますが、あなたが変更した文言は置き換えません。',
  'admin.languages.savedOnServer': 'サーバーに保存済み：{{count}} 件の文言。',
  'admin.languages.savedOnServerOwn': 'サーバーに保存済み：{{count}} 件の文言（うち {{owners}} 件はあなたが変更）。',
};
