import { defineMessages } from './define';

/**
 * System messages and notification types (operations §2 /message, issue #14). Loaded with the message screens (area `sysmessages`).
 */
export const sysmessagesMessages = defineMessages({
  // ── Screens ─────────────────────────────────────────────────────────────────
  'sysmsg-list-title': { en: 'System messages', 'zh-CN': '系统消息' },
  'sysmsg-create-title': { en: 'New system message', 'zh-CN': '新建系统消息' },
  'sysmsg-edit-title': { en: 'Edit system message', 'zh-CN': '编辑系统消息' },
  'sysmsg-view-title': { en: 'System message', 'zh-CN': '系统消息' },
  'sysmsg-delivered-title': { en: 'Delivered messages', 'zh-CN': '已送达消息' },
  'sysmsg-delivered-intro': {
    en: 'The system messages users have received, as the apps file them by notification type.',
    'zh-CN': '用户已收到的系统消息，按通知类型归类，与 App 中一致。',
  },
  'sysmsg-new': { en: 'New message', 'zh-CN': '新建消息' },
  'sysmsg-not-found': { en: 'Message not found', 'zh-CN': '消息不存在' },
  'sysmsg-back': { en: 'Back to system messages', 'zh-CN': '返回系统消息' },
  'sysmsg-read-only': {
    en: 'Only an admin can change system messages.',
    'zh-CN': '只有管理员可以修改系统消息。',
  },

  // ── Notification types (operations §3: comment, like, at, follow, system) ──
  'sysmsg-type': { en: 'Notification type', 'zh-CN': '通知类型' },
  'sysmsg-type-comment': { en: 'Comment', 'zh-CN': '评论' },
  'sysmsg-type-like': { en: 'Like', 'zh-CN': '点赞' },
  'sysmsg-type-at': { en: 'Mention (@)', 'zh-CN': '@我' },
  'sysmsg-type-follow': { en: 'Follow', 'zh-CN': '关注' },
  'sysmsg-type-system': { en: 'System', 'zh-CN': '系统' },
  'sysmsg-type-all': { en: 'All types', 'zh-CN': '全部类型' },

  // ── Fields ──────────────────────────────────────────────────────────────────
  'sysmsg-title': { en: 'Title', 'zh-CN': '标题' },
  'sysmsg-body': { en: 'Message', 'zh-CN': '消息内容' },
  'sysmsg-body-limit': {
    en: 'The message is longer than {{limit}} characters (with its formatting)',
    'zh-CN': '消息内容（含格式）超过 {{limit}} 个字符',
  },
  'sysmsg-audience': { en: 'Audience', 'zh-CN': '接收人' },
  'sysmsg-audience-all': { en: 'Every user', 'zh-CN': '全部用户' },
  'sysmsg-audience-membership': { en: 'Members of tiers', 'zh-CN': '指定会员等级' },
  'sysmsg-audience-users': { en: 'Chosen users', 'zh-CN': '指定用户' },
  'sysmsg-levels': { en: 'Membership tiers', 'zh-CN': '会员等级' },
  'sysmsg-levels-hint': {
    en: 'Users holding an unexpired membership of one of these tiers',
    'zh-CN': '持有以下任一等级且未过期会员的用户',
  },
  'sysmsg-level-110': { en: 'Institution User', 'zh-CN': '机构用户' },
  'sysmsg-level-1': { en: 'Free', 'zh-CN': '普通会员' },
  'sysmsg-level-2': { en: 'BlackGold', 'zh-CN': '黑金' },
  'sysmsg-level-3': { en: 'Meta', 'zh-CN': 'Meta' },
  'sysmsg-users': { en: 'Users', 'zh-CN': '用户' },
  'sysmsg-users-search': { en: 'Search users by name', 'zh-CN': '按昵称搜索用户' },
  'sysmsg-users-count_one': { en: '{{count}} user', 'zh-CN': '{{count}} 位用户' },
  'sysmsg-users-count_other': { en: '{{count}} users', 'zh-CN': '{{count}} 位用户' },
  'sysmsg-link-type': { en: 'Link', 'zh-CN': '链接' },
  'sysmsg-link-none': { en: 'No link', 'zh-CN': '无链接' },
  'sysmsg-link-customize': { en: 'Web address', 'zh-CN': '自定义链接' },
  'sysmsg-link-omenReport': { en: 'Report', 'zh-CN': '研报' },
  'sysmsg-link-article': { en: 'Article', 'zh-CN': '文章' },
  'sysmsg-link-video': { en: 'Video', 'zh-CN': '视频' },
  'sysmsg-link-roadshow': { en: 'Roadshow', 'zh-CN': '路演' },
  'sysmsg-link-product': { en: 'Product', 'zh-CN': '商品' },
  'sysmsg-url': { en: 'Link address', 'zh-CN': '链接地址' },
  'sysmsg-url-from-content': {
    en: 'Choose the content the message opens',
    'zh-CN': '请选择消息打开的内容',
  },
  'sysmsg-content-required': { en: 'Choose a content first', 'zh-CN': '请先选择内容' },
  'sysmsg-choose-content': { en: 'Choose content', 'zh-CN': '选择内容' },
  'sysmsg-change-content': { en: 'Change content', 'zh-CN': '更换内容' },
  'sysmsg-linked': { en: 'Opens: {{title}}', 'zh-CN': '打开：{{title}}' },
  'sysmsg-send-at': { en: 'Send at (China time)', 'zh-CN': '发送时间（北京时间）' },
  'sysmsg-send-at-hint': {
    en: 'Empty: delivered as soon as it is published',
    'zh-CN': '留空：发布后立即送达',
  },
  'sysmsg-error-send-at': {
    en: 'The sending time must be in the future',
    'zh-CN': '发送时间必须晚于当前时间',
  },
  'sysmsg-publish': { en: 'Status', 'zh-CN': '状态' },
  'sysmsg-publish-published': { en: 'Published (delivered on time)', 'zh-CN': '发布（按时送达）' },
  'sysmsg-publish-draft': { en: 'Draft (not delivered)', 'zh-CN': '草稿（不送达）' },
  'sysmsg-save': { en: 'Save', 'zh-CN': '保存' },
  'sysmsg-form': { en: 'System message', 'zh-CN': '系统消息' },
  'sysmsg-delivered-note': {
    en: 'Delivered {{time}}: changes show to users who open it later.',
    'zh-CN': '已于 {{time}} 送达：修改后，用户再次打开时可见。',
  },

  // ── List ────────────────────────────────────────────────────────────────────
  'sysmsg-list-label': { en: 'System messages', 'zh-CN': '系统消息列表' },
  'sysmsg-filters': { en: 'Filter system messages', 'zh-CN': '筛选系统消息' },
  'sysmsg-keyword': { en: 'Title or message', 'zh-CN': '标题或内容' },
  'sysmsg-any': { en: 'Any', 'zh-CN': '全部' },
  'sysmsg-reset': { en: 'Reset', 'zh-CN': '重置' },
  'sysmsg-state': { en: 'State', 'zh-CN': '状态' },
  'sysmsg-state-delivered': { en: 'Delivered', 'zh-CN': '已送达' },
  'sysmsg-state-scheduled': { en: 'Scheduled', 'zh-CN': '待发送' },
  'sysmsg-state-draft': { en: 'Draft', 'zh-CN': '草稿' },
  'sysmsg-state-deleted': { en: 'Deleted', 'zh-CN': '已删除' },
  'sysmsg-status-published': { en: 'Published', 'zh-CN': '已发布' },
  'sysmsg-status-draft': { en: 'Draft', 'zh-CN': '草稿' },
  'sysmsg-status-deleted': { en: 'Deleted', 'zh-CN': '已删除' },
  'sysmsg-time': { en: 'Sent / planned', 'zh-CN': '送达/计划时间' },
  'sysmsg-on-publication': { en: 'On publication', 'zh-CN': '发布即送达' },
  'sysmsg-author': { en: 'Author', 'zh-CN': '作者' },
  'sysmsg-created': { en: 'Created', 'zh-CN': '创建时间' },
  'sysmsg-empty': { en: 'No system messages yet', 'zh-CN': '暂无系统消息' },
  'sysmsg-delivered-empty': { en: 'No delivered messages', 'zh-CN': '暂无已送达消息' },
  'sysmsg-total_one': { en: '{{count}} message', 'zh-CN': '共 {{count}} 条' },
  'sysmsg-total_other': { en: '{{count}} messages', 'zh-CN': '共 {{count}} 条' },
  'sysmsg-delete-named': { en: 'Delete “{{title}}”', 'zh-CN': '删除“{{title}}”' },
  'sysmsg-restore-named': {
    en: 'Restore “{{title}}” as a draft',
    'zh-CN': '将“{{title}}”恢复为草稿',
  },
  'sysmsg-delete-title': { en: 'Delete this message?', 'zh-CN': '删除这条消息？' },
  'sysmsg-delete-message': {
    en: '“{{title}}” is hidden from users. You can restore it as a draft later.',
    'zh-CN': '“{{title}}”将对用户隐藏，之后可恢复为草稿。',
  },
  'sysmsg-delete': { en: 'Delete', 'zh-CN': '删除' },
  'sysmsg-restored': { en: 'Restored as a draft', 'zh-CN': '已恢复为草稿' },
  'sysmsg-open-link': { en: 'Opens {{url}}', 'zh-CN': '打开 {{url}}' },
  'sysmsg-sent-at': { en: 'Delivered {{time}}', 'zh-CN': '送达于 {{time}}' },

  // ── Leave guard ─────────────────────────────────────────────────────────────
  'sysmsg-leave-title': { en: 'Leave without saving?', 'zh-CN': '不保存就离开？' },
  'sysmsg-leave-message': {
    en: 'The changes to this message are not saved and will be lost.',
    'zh-CN': '这条消息的修改尚未保存，离开后将丢失。',
  },
  'sysmsg-leave': { en: 'Leave', 'zh-CN': '离开' },
  'sysmsg-stay': { en: 'Stay', 'zh-CN': '留下' },
  'sysmsg-conflict': {
    en: 'This record was changed by someone else',
    'zh-CN': '此记录已被他人修改',
  },
  'sysmsg-reload': { en: 'Load their version', 'zh-CN': '加载最新版本' },
});
