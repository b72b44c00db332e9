import { defineMessages } from './define';

/**
 * The messages of the two spec documents, keyed as the spec names them where it does. English is
 * word for word the spec's (typos included: they are requirements).
 */
export const specMessages = defineMessages({
  'error-notification-title-empty': {
    en: 'Notification title cannot be empty',
    'zh-CN': '通知标题不能为空',
  },
  'error-notification-title-limit': {
    en: 'Notification title cannot be longer than {{limit}} characters',
    'zh-CN': '通知标题不能超过 {{limit}} 个字符',
  },
  'error-notification-date': {
    en: 'The notification time cannot be earlier than now',
    'zh-CN': '通知时间不能早于当前时间',
  },
  'error-content-not-support': { en: 'This content is not support now', 'zh-CN': '暂不支持该内容' },
  'error-search-content-empty-title': { en: 'search content empty', 'zh-CN': '没有找到相关内容' },
  'error-search-content-empty-subtitle': {
    en: 'Try another keyword or fewer filters',
    'zh-CN': '换个关键词或减少筛选条件试试',
  },
  'event-notification-success': { en: 'notification sent', 'zh-CN': '通知已发送' },
  'event-save-complete': { en: 'save complete', 'zh-CN': '保存成功' },
  'event-delete-success': { en: 'deleted', 'zh-CN': '已删除' },

  'validation-required': {
    en: 'This is a required field',
    'zh-CN': '此项为必填项',
    fr: 'Ce champ est obligatoire',
    es: 'Este campo es obligatorio',
    de: 'Dies ist ein Pflichtfeld',
  },
  'validation-limit': {
    en: 'Cannot be longer than {{limit}} characters',
    'zh-CN': '不能超过 {{limit}} 个字符',
  },
  'validation-failed': { en: 'valid failed', 'zh-CN': '校验未通过' },
  'validation-data-format': { en: 'Error data format', 'zh-CN': '数据格式错误' },

  'time-just-now': {
    en: 'just now',
    'zh-CN': '刚刚',
    fr: "à l'instant",
    es: 'justo ahora',
    'es-MX': 'ahorita',
    de: 'gerade eben',
  },
  'time-minutes-ago_one': {
    en: '{{count}} minute ago',
    'zh-CN': '{{count}} 分钟前',
    fr: 'il y a {{count}} minute',
    es: 'hace {{count}} minuto',
    de: 'vor {{count}} Minute',
  },
  'time-minutes-ago_other': {
    en: '{{count}} minutes ago',
    'zh-CN': '{{count}} 分钟前',
    fr: 'il y a {{count}} minutes',
    es: 'hace {{count}} minutos',
    de: 'vor {{count}} Minuten',
  },
  // Used on lists too (push, publish), so it lives here and not with the editor's messages.
  'ae-publish-first': {
    en: 'Please publish this article first.',
    'zh-CN': '请先发布这篇文章。',
  },
});
