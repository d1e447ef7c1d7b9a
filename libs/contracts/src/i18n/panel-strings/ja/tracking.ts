import type { tracking as english } from '../en/tracking';
import type { PanelArea } from '../panel-area';

export const tracking: PanelArea<typeof english> = {
  'admin.tracking.loading': 'トラッキング設定を読み込み中',
  'admin.tracking.what': 'トラッキング設定',
  'admin.tracking.saved': 'トラッキング設定を保存しました',
  'admin.tracking.error': 'エラー',
  'admin.tracking.saveFailed': '設定を保存できませんでした。もう一度お試しください。',
  'admin.tracking.saving': '保存中...',
  'admin.tracking.save': '保存',
  'admin.tracking.title': 'トラッキング',
  'admin.tracking.intro':
    '以下のサービスは、有効にして ID またはスクリプトを設定した後、同意した訪問者に対してのみ公開ページで動作します。ページはまず各訪問者にその人の言語で「同意する」「拒否する」を尋ねます。管理パネル、予約とログのページ、あなた自身がページを見るときには動作しません。',
  'admin.tracking.privacyNote':
    '組み込みのプライバシーの説明で訪問者に知らせます。フッターから独自のプライバシーページにリンクしている場合は、そこでこれらのサービスを明記してください。',
  'admin.tracking.services': 'トラッキングサービス',
  'admin.tracking.hasError': '（エラーあり）',
  'admin.tracking.analytics': 'Analytics',
  'admin.tracking.enableAnalytics': 'Google アナリティクスを有効にする',
  'admin.tracking.measurementId': '測定 ID',
  'admin.tracking.measurementHint': 'Google アナリティクスの測定 ID（例：{{example}}）。',
  'admin.tracking.tagManager': 'タグマネージャー',
  'admin.tracking.enableTagManager': 'Google タグマネージャーを有効にする',
  'admin.tracking.containerId': 'コンテナ ID',
  'admin.tracking.containerHint': 'Google タグマネージャーのコンテナ ID（例：{{example}}）。',
  'admin.tracking.facebook': 'Facebook ピクセル',
  'admin.tracking.enableFacebook': 'Facebook ピクセルを有効にする',
  'admin.tracking.pixelId': 'ピクセル ID',
  'admin.tracking.pixelHint': 'Facebook ピクセル ID（数字のみ。例：{{example}}）。',
  'admin.tracking.custom': 'カスタム',
  'admin.tracking.enableCustom': 'カスタムスクリプトを有効にする',
  'admin.tracking.headScripts': 'head のスクリプト',
  'admin.tracking.headHint':
    '同意した訪問者向けに公開ページの <head> に追加されます。信頼できるサービスのコードだけを貼り付けてください。訪問者ごとに実行されます。',
  'admin.tracking.bodyScripts': 'body のスクリプト',
  'admin.tracking.bodyHint': '公開ページの <body> の最後、head のスクリプトの後に追加されます。',
};
