import { defineMessages } from './define';

/** Push notifications (operations §Push); the spec's own messages are in spec.ts. */
export const pushMessages = defineMessages({
  'push-dialog-title': { en: 'Push notification', 'zh-CN': '推送通知', de: 'Push-Mitteilung' },
  'push-dialog-for': { en: 'Opens “{{title}}”.', 'zh-CN': '点击打开《{{title}}》。' },
  'push-title': { en: 'Notification title', 'zh-CN': '通知标题', de: 'Titel' },
  'push-body': { en: 'Text', 'zh-CN': '通知内容', de: 'Text' },
  'push-start-time': { en: 'Send at', 'zh-CN': '发送时间', de: 'Senden um' },
  'push-start-time-hint': {
    en: 'Empty: send now. Not before the content was published.',
    'zh-CN': '留空立即发送；不能早于内容的发布时间。',
  },
  'push-platform': { en: 'Platform', 'zh-CN': '平台', de: 'Plattform' },
  'push-platform-all': { en: 'All', 'zh-CN': '全部', de: 'Alle' },
  'push-platform-android': { en: 'Android', 'zh-CN': 'Android' },
  'push-platform-ios': { en: 'iOS', 'zh-CN': 'iOS' },
  'push-send': { en: 'Send push', 'zh-CN': '发送推送', de: 'Senden' },
  'articles-action-push': { en: 'Push notification', 'zh-CN': '推送通知', de: 'Push-Mitteilung' },
  'push-link-type': { en: 'Opens', 'zh-CN': '跳转类型' },
  'push-link-type-omenReport': { en: 'Institution report', 'zh-CN': '机构研报' },
  'push-link-type-article': { en: 'Article', 'zh-CN': '文章' },
  'push-link-type-video': { en: 'Video', 'zh-CN': '视频' },
  'push-link-type-roadshow': { en: 'Roadshow', 'zh-CN': '路演' },
  'push-link-type-product': { en: 'Product', 'zh-CN': '商品' },
  'push-link-type-customize': { en: 'Custom link', 'zh-CN': '自定义链接' },
  'push-link': { en: 'Link', 'zh-CN': '链接' },
  'push-link-from-content': { en: 'The link of the chosen content', 'zh-CN': '所选内容的链接' },
  'push-content-required': { en: 'Choose the content to open', 'zh-CN': '请选择要打开的内容' },
  'push-choose-content': { en: 'Choose content', 'zh-CN': '选择内容' },
  'push-change-content': { en: 'Change content', 'zh-CN': '更换内容' },
  'push-error-before-publish': {
    en: 'The notification time cannot be earlier than the content’s publish time',
    'zh-CN': '通知时间不能早于内容的发布时间',
  },
  'push-error-not-published': { en: 'This content has not published', 'zh-CN': '该内容尚未发布' },
});
