import { defineMessages } from './define';

/**
 * The library area (issue #11): the selection panels and the content-type selector, the media
 * library, links, FAQs, roadmaps and calendar topics. Loaded on demand (area `library`); the
 * console's panel host loads it before a panel opens, so any screen may open a panel.
 */
export const libraryMessages = defineMessages({
  // ── Selection panels (content §2) ───────────────────────────────────────────
  'picker-search': { en: 'Search', 'zh-CN': '搜索' },
  'picker-search-placeholder': {
    en: 'Keyword, then Enter',
    'zh-CN': '输入关键词后按回车',
  },
  'picker-searching': { en: 'Searching…', 'zh-CN': '搜索中…' },
  'picker-results': { en: 'Results', 'zh-CN': '搜索结果' },
  'picker-results-count_one': { en: '{{count}} result', 'zh-CN': '共 {{count}} 条' },
  'picker-results-count_other': { en: '{{count}} results', 'zh-CN': '共 {{count}} 条' },
  'picker-picked': { en: '{{count}} selected', 'zh-CN': '已选 {{count}} 项' },
  'picker-select': { en: 'Select', 'zh-CN': '选择' },
  'picker-cancel': { en: 'Cancel', 'zh-CN': '取消' },
  'picker-clear': { en: 'Clear selection', 'zh-CN': '清空已选' },
  'picker-load-failed': { en: 'The search failed', 'zh-CN': '搜索失败' },
  'picker-retry': { en: 'Try again', 'zh-CN': '重试' },
  'picker-pages': { en: 'Result pages', 'zh-CN': '结果分页' },
  'picker-mode-single': { en: 'Pick one', 'zh-CN': '单选' },
  'picker-mode-multi': { en: 'Pick several', 'zh-CN': '多选' },
  'picker-type': { en: 'Content type', 'zh-CN': '内容类型' },
  'picker-type-choose': { en: 'Choose content', 'zh-CN': '选择内容' },
  'picker-type-omenReport': { en: 'Institution report', 'zh-CN': '机构研报' },
  'picker-type-article': { en: 'Article', 'zh-CN': '文章' },
  'picker-type-video': { en: 'Video', 'zh-CN': '视频' },
  'picker-type-roadshow': { en: 'Roadshow', 'zh-CN': '路演' },
  'picker-type-product': { en: 'Product', 'zh-CN': '商品' },
  'picker-type-coupon': { en: 'Coupon', 'zh-CN': '优惠券' },
  'picker-title-omenReport': { en: 'Select institution reports', 'zh-CN': '选择机构研报' },
  'picker-title-article': { en: 'Select articles', 'zh-CN': '选择文章' },
  'picker-title-video': { en: 'Select videos', 'zh-CN': '选择视频' },
  'picker-title-roadshow': { en: 'Select roadshows', 'zh-CN': '选择路演' },
  'picker-title-product': { en: 'Select products', 'zh-CN': '选择商品' },
  'picker-title-coupon': { en: 'Select coupons', 'zh-CN': '选择优惠券' },
  'picker-filter-omenReport': {
    en: 'Institution reports (document group) only',
    'zh-CN': '仅机构研报文档分组',
  },
  'picker-filter-article': {
    en: 'Published research articles of the matrix tag only',
    'zh-CN': '仅矩阵标签下已发布的研究文章',
  },
  'picker-filter-product': {
    en: 'Products sold on IOS IAP are hidden',
    'zh-CN': '不显示 IOS IAP 平台的商品',
  },

  // ── Links (content §2 /content/link/list, /content/link/create; §3 Link; §5) ──────
  'link-list-title': { en: 'Links', 'zh-CN': '链接' },
  'link-new': { en: 'New link', 'zh-CN': '新建链接' },
  'link-create-title': { en: 'New link', 'zh-CN': '新建链接' },
  'link-edit-title': { en: 'Edit link', 'zh-CN': '编辑链接' },
  'link-form': { en: 'Link', 'zh-CN': '链接' },
  'link-title': { en: 'Title', 'zh-CN': '标题' },
  'link-url': { en: 'url', 'zh-CN': '链接地址' },
  'link-created': { en: 'Created', 'zh-CN': '创建时间' },
  'link-search': { en: 'Search links', 'zh-CN': '搜索链接' },
  'link-empty': { en: 'No links yet', 'zh-CN': '暂无链接' },
  'link-edit': { en: 'Edit {{title}}', 'zh-CN': '编辑「{{title}}」' },
  'link-copy': { en: 'Copy the link of {{title}}', 'zh-CN': '复制「{{title}}」的链接' },
  'link-delete': { en: 'Delete {{title}}', 'zh-CN': '删除「{{title}}」' },
  'link-delete-title': { en: 'Delete this link?', 'zh-CN': '删除该链接？' },
  'link-delete-message': {
    en: '“{{title}}” leaves the list; content that shows it stops showing it.',
    'zh-CN': '「{{title}}」将从列表中移除，引用它的内容将不再显示。',
  },
  'link-not-found': { en: 'This link does not exist', 'zh-CN': '该链接不存在' },
  'link-conflict': {
    en: 'Someone else changed this link; it has been reloaded.',
    'zh-CN': '该链接已被他人修改，已重新加载。',
  },
  'link-error-empty': { en: 'Link cannot be empty', 'zh-CN': '链接不能为空' },
  'link-error-url': {
    en: 'Enter a full web address starting with http:// or https://',
    'zh-CN': '请输入以 http:// 或 https:// 开头的完整网址',
  },
  'link-error-title-limit': {
    en: 'Cannot be longer than {{limit}} characters',
    'zh-CN': '不能超过 {{limit}} 个字符',
  },
  'library-leave-title': { en: 'Leave without saving?', 'zh-CN': '放弃未保存的修改？' },
  'library-leave-message': {
    en: 'Your changes have not been saved.',
    'zh-CN': '你的修改尚未保存。',
  },
  'library-leave': { en: 'Leave', 'zh-CN': '离开' },
  'library-stay': { en: 'Stay', 'zh-CN': '留下' },
});
