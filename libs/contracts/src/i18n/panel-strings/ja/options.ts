import type { options as english } from '../en/options';
import type { PanelArea } from '../panel-area';

export const options: PanelArea<typeof english> = {
  'admin.option.icon.camera': 'カメラ',
  'admin.option.icon.palette': 'パレット',
  'admin.option.icon.other': 'その他',
  'admin.option.icon.Calendar': 'カレンダー',
  'admin.option.icon.Phone': '電話',
  'admin.option.icon.Message': 'メッセージ',
  'admin.option.icon.Clock': '時計',
  'admin.option.icon.Settings': '設定',
  'admin.option.icon.Eye': '目',
  'admin.option.icon.Move': '移動',
  'admin.option.align.left': '左揃え',
  'admin.option.align.center': '中央揃え',
  'admin.option.align.right': '右揃え',
  'admin.option.serviceN': 'サービス {{n}}',
  'admin.option.videoN': '動画 {{n}}',
  'admin.option.inTimeZone': 'タイムゾーン：{{zone}}',
  'admin.option.usernamePlaceholder': 'yourname',
};
