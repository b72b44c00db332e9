import { defineMessages } from './define';

/**
 * Sources, source groups and external items (operations §2 "Sources, data, AI", §3 Source, Source
 * group, §8). Loaded with the screens that use them (area `ingestion`).
 */
export const ingestionMessages = defineMessages({
  // ── Shared ────────────────────────────────────────────────────────────────
  'ing-status': { en: 'Status', 'zh-CN': '状态' },
  'ing-status-DRAFT': { en: 'Draft', 'zh-CN': '草稿' },
  'ing-status-PUBLISHED': { en: 'Published', 'zh-CN': '已发布' },
  'ing-status-DELETED': { en: 'Deleted', 'zh-CN': '已删除' },
  'ing-any': { en: 'Any', 'zh-CN': '全部' },
  'ing-keyword': { en: 'Keyword', 'zh-CN': '关键词' },
  'ing-reset': { en: 'Reset', 'zh-CN': '重置' },
  'ing-filters': { en: 'Filters', 'zh-CN': '筛选' },
  'ing-total': { en: '{{count}} in total', 'zh-CN': '共 {{count}} 条' },
  'ing-saved': { en: 'saved', 'zh-CN': '已保存' },
  'ing-created': { en: 'Created', 'zh-CN': '创建时间' },
  'ing-updated': { en: 'Updated', 'zh-CN': '更新时间' },
  'ing-back': { en: 'Back to the list', 'zh-CN': '返回列表' },
  'ing-sources-not-found': { en: 'Sources not found', 'zh-CN': '未找到来源' },
  'ing-required': { en: 'This is a required field', 'zh-CN': '此项为必填项' },
  'ing-url-invalid': { en: 'Error data format', 'zh-CN': '数据格式错误' },
  'ing-too-long': {
    en: 'Cannot be longer than {{limit}} characters',
    'zh-CN': '不能超过 {{limit}} 个字符',
  },
  'ing-leave-title': { en: 'Leave without saving?', 'zh-CN': '离开而不保存？' },
  'ing-leave-body': {
    en: 'Your changes on this page are not saved and will be lost.',
    'zh-CN': '本页的修改尚未保存，离开后将丢失。',
  },
  'ing-leave': { en: 'Leave', 'zh-CN': '离开' },
  'ing-stay': { en: 'Stay', 'zh-CN': '留下' },

  // ── Sources ───────────────────────────────────────────────────────────────
  'src-list-label': { en: 'Sources', 'zh-CN': '来源' },
  'src-new': { en: 'New source', 'zh-CN': '新建来源' },
  'src-new-title': { en: 'New source', 'zh-CN': '新建来源' },
  'src-name': { en: 'Name', 'zh-CN': '名称' },
  'src-key': { en: 'Key', 'zh-CN': '唯一标识' },
  'src-key-hint': {
    en: 'Unique; letters, digits, dot, dash and underscore',
    'zh-CN': '唯一；字母、数字、点、连字符和下划线',
  },
  'src-key-format': {
    en: 'Use letters, digits, dot, dash and underscore only',
    'zh-CN': '只能使用字母、数字、点、连字符和下划线',
  },
  'src-key-taken': {
    en: 'This key is already used by another source',
    'zh-CN': '该唯一标识已被其他来源使用',
  },
  'src-nickname': { en: 'Short name', 'zh-CN': '简称' },
  'src-frequency': { en: 'Publish frequency', 'zh-CN': '发布频率' },
  'src-frequency-hint': {
    en: 'e.g. daily, hourly, real-time',
    'zh-CN': '例如 daily、hourly、real-time',
  },
  'src-website': { en: 'Website', 'zh-CN': '网站' },
  'src-organization': { en: 'Publish organization', 'zh-CN': '发布机构' },
  'src-description': { en: 'Description', 'zh-CN': '描述' },
  'src-type': { en: 'Type', 'zh-CN': '类型' },
  'src-crawler': { en: 'Crawler source', 'zh-CN': '爬虫来源' },
  'src-crawler-hint': {
    en: 'The key of the crawler that feeds it',
    'zh-CN': '为其抓取内容的爬虫的唯一标识',
  },
  'src-groups': { en: 'Source groups', 'zh-CN': '来源分组' },
  'src-avatar': { en: 'Avatar URL', 'zh-CN': '头像地址' },
  'src-cover': { en: 'Cover URL', 'zh-CN': '封面地址' },
  'src-form': { en: 'Source', 'zh-CN': '来源' },
  'src-edit-named': { en: 'Edit {{name}}', 'zh-CN': '编辑 {{name}}' },
  'src-items-link': { en: 'External items of this source', 'zh-CN': '该来源的外部条目' },
  'src-empty-subtitle': {
    en: 'Add a source to start bringing in external items.',
    'zh-CN': '添加来源以开始引入外部条目。',
  },
  'src-group-filter': { en: 'Group', 'zh-CN': '分组' },
  'src-publish-named': { en: 'Publish {{name}}', 'zh-CN': '发布 {{name}}' },
  'src-unpublish-named': { en: 'Back to draft: {{name}}', 'zh-CN': '转为草稿：{{name}}' },

  // ── Groups ────────────────────────────────────────────────────────────────
  'sg-list-label': { en: 'Source groups', 'zh-CN': '来源分组' },
  'sg-new': { en: 'New group', 'zh-CN': '新建分组' },
  'sg-new-title': { en: 'New source group', 'zh-CN': '新建来源分组' },
  'sg-name': { en: 'Name', 'zh-CN': '名称' },
  'sg-description': { en: 'Description', 'zh-CN': '描述' },
  'sg-cover': { en: 'Cover URL', 'zh-CN': '封面地址' },
  'sg-cover-preview': { en: 'Cover of {{name}}', 'zh-CN': '{{name}} 的封面' },
  'sg-sources': { en: 'Related sources', 'zh-CN': '相关来源' },
  'sg-sources-count': { en: '{{count}} sources', 'zh-CN': '{{count}} 个来源' },
  'sg-form': { en: 'Source group', 'zh-CN': '来源分组' },
  'sg-empty': { en: 'No source groups', 'zh-CN': '暂无来源分组' },
  'sg-not-found': { en: 'Source group not found', 'zh-CN': '未找到来源分组' },
  'sg-no-sources': { en: 'No related sources yet', 'zh-CN': '尚无相关来源' },

  // ── External items ────────────────────────────────────────────────────────
  'ei-list-label': { en: 'External items', 'zh-CN': '外部条目' },
  'ei-title': { en: 'Title', 'zh-CN': '标题' },
  'ei-source': { en: 'Source', 'zh-CN': '来源' },
  'ei-time': { en: 'Time', 'zh-CN': '时间' },
  'ei-sync': { en: 'Synchronisation', 'zh-CN': '同步状态' },
  'ei-sync-yes': { en: 'Synchronize', 'zh-CN': '已同步' },
  'ei-sync-no': { en: 'Not synchronous', 'zh-CN': '未同步' },
  'ei-empty': { en: 'No external items', 'zh-CN': '暂无外部条目' },
  'ei-not-found': { en: 'External item not found', 'zh-CN': '未找到外部条目' },
  'ei-original': { en: 'Original', 'zh-CN': '原文' },
  'ei-original-link': { en: 'Open the original', 'zh-CN': '打开原文' },
  'ei-description': { en: 'Summary', 'zh-CN': '摘要' },
  'ei-body': { en: 'Body', 'zh-CN': '正文' },
  'ei-tags': { en: 'Tags', 'zh-CN': '标签' },
  'ei-review': { en: 'Review', 'zh-CN': '审核' },
  'ei-detail': { en: 'External item', 'zh-CN': '外部条目' },
  'ei-no-body': { en: 'No body was captured', 'zh-CN': '未抓取到正文' },
});
