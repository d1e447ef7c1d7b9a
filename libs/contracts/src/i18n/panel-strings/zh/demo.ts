import type { demo as english } from '../en/demo';
import type { PanelArea } from '../panel-area';

export const demo: PanelArea<typeof english> = {
  'admin.demo.removed': '演示内容已移除',
  'admin.demo.removedText': '你的页面现在从空白开始。',
  'admin.demo.failed': '无法移除演示内容，请重试。',
  'admin.demo.title': '你的页面仍显示演示艺人',
  'admin.demo.text': '{{summary}} 从空白开始即可移除它们；你创建或修改的内容会保留。',
  'admin.demo.removing': '正在移除...',
  'admin.demo.start': '从空白开始',
  'admin.demo.confirmTitle': '要从空白开始吗？',
  'admin.demo.confirmText': '{{summary}} 它们会连同点赞、点击和翻译一起移除。你创建或修改的版块和文字会保留。此操作无法撤销。',
  'admin.demo.keep': '保留演示内容',
  'admin.demo.remove': '移除演示内容',
  'admin.demo.sections_one': '{{count}} 个演示版块',
  'admin.demo.sections_other': '{{count}} 个演示版块',
  'admin.demo.fields': '演示的{{fields}}',
  'admin.demo.field.name': '名称',
  'admin.demo.field.description': '简介',
  'admin.demo.field.profileImage': '照片',
  'admin.demo.still_one': '你的页面上仍有{{parts}}。',
  'admin.demo.still_other': '你的页面上仍有{{parts}}。',
};
