import type { media as english } from '../en/media';
import type { PanelArea } from '../panel-area';

export const media: PanelArea<typeof english> = {
  'admin.media.title': 'メディアギャラリー',
  'admin.media.description': '画像のアップロードや削除、プロフィール写真の選択ができます。',
  'admin.media.upload': '画像をアップロード',
  'admin.media.loading': '画像を読み込み中',
  'admin.media.what': 'ギャラリー',
  'admin.media.none': 'まだ画像はありません。アップロードしてギャラリーを始めましょう。',
  'admin.media.images': '画像',
  'admin.media.current': '・現在の写真',
  'admin.media.useAsPhoto': 'プロフィール写真にする',
  'admin.media.useNamed': '{{name}} をプロフィール写真にする',
  'admin.media.delete': '削除',
  'admin.media.deleteNamed': '{{name}} を削除',
  'admin.media.deleted': '画像を削除しました',
  'admin.media.deleteFailedTitle': '削除に失敗しました',
  'admin.media.deleteFailed': '画像を削除できませんでした。もう一度お試しください。',
  'admin.media.deleteTitle': 'この画像を削除しますか？',
  'admin.media.usedBy': '「{{name}}」は {{usage}} で使われています。削除するとページのその場所から消えます。',
  'admin.media.unused': '「{{name}}」はページで使われていません。削除は元に戻せません。',
  'admin.media.cancel': 'キャンセル',
  'admin.media.profilePhoto': 'プロフィール写真',
  'admin.media.section': 'セクション「{{title}}」',
};
