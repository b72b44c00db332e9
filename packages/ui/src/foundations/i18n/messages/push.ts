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
});
