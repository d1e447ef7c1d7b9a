import type { demo as english } from '../en/demo';
import type { PanelArea } from '../panel-area';

export const demo: PanelArea<typeof english> = {
  'admin.demo.removed': 'デモを削除しました',
  'admin.demo.removedText': 'ページは白紙から始まります。',
  'admin.demo.failed': 'デモを削除できませんでした。もう一度お試しください。',
  'admin.demo.title': 'ページにはまだデモのアーティストが表示されています',
  'admin.demo.text': '{{summary}} 白紙から始めると削除されます。あなたが作成・変更したものは残ります。',
  'admin.demo.removing': '削除中...',
  'admin.demo.start': '白紙から始める',
  'admin.demo.confirmTitle': '白紙から始めますか？',
  'admin.demo.confirmText':
    '{{summary}} いいね、クリック、翻訳とともに削除されます。あなたが作成・変更したセクションと文章は残ります。元に戻せません。',
  'admin.demo.keep': 'デモを残す',
  'admin.demo.remove': 'デモを削除',
  'admin.demo.sections_one': 'デモのセクション {{count}} 個',
  'admin.demo.sections_other': 'デモのセクション {{count}} 個',
  'admin.demo.fields': 'デモの{{fields}}',
  'admin.demo.field.name': '名前',
  'admin.demo.field.description': '説明',
  'admin.demo.field.profileImage': '写真',
  'admin.demo.still_one': 'ページにまだ{{parts}}が残っています。',
  'admin.demo.still_other': 'ページにまだ{{parts}}が残っています。',
};
