import type { media as english } from '../en/media';
import type { PanelArea } from '../panel-area';

export const media: PanelArea<typeof english> = {
  'admin.media.title': '媒体库',
  'admin.media.description': '上传、删除图片，或选一张作为头像。',
  'admin.media.upload': '上传图片',
  'admin.media.loading': '正在加载图片',
  'admin.media.what': '图库',
  'admin.media.none': '还没有图片。上传一张来开始你的图库。',
  'admin.media.images': '图片',
  'admin.media.current': '· 当前照片',
  'admin.media.useAsPhoto': '用作头像',
  'admin.media.useNamed': '将 {{name}} 用作头像',
  'admin.media.delete': '删除',
  'admin.media.deleteNamed': '删除 {{name}}',
  'admin.media.deleted': '图片已删除',
  'admin.media.deleteFailedTitle': '删除失败',
  'admin.media.deleteFailed': '无法删除图片，请重试。',
  'admin.media.deleteTitle': '要删除这张图片吗？',
  'admin.media.usedBy': '“{{name}}”正被{{usage}}使用。删除后，它会从页面上的这些位置消失。',
  'admin.media.unused': '“{{name}}”未在你的页面上使用。删除后无法撤销。',
  'admin.media.cancel': '取消',
  'admin.media.profilePhoto': '头像',
  'admin.media.section': '版块“{{title}}”',
};
