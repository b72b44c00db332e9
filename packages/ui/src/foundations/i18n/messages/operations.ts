import { defineMessages } from './define';

/**
 * Operations and messages (operations §2–§9): key-value entries with the schema form and the raw
 * JSON view, system messages, operation settings. Loaded with those screens (area `operations`);
 * the push screens' messages are in push.ts (the article list's dialog shares them).
 */
export const operationsMessages = defineMessages({
  // ── Schema form (operations §3 schema fields, §5) ────────────────────────────
  'schema-error-type-string': { en: 'Must be text', 'zh-CN': '必须是文本' },
  'schema-error-type-number': { en: 'Must be a number', 'zh-CN': '必须是数字' },
  'schema-error-type-boolean': { en: 'Must be on or off', 'zh-CN': '必须是开或关' },
  'schema-error-type-object': { en: 'Must be a group of fields', 'zh-CN': '必须是对象' },
  'schema-error-type-array': { en: 'Must be a list', 'zh-CN': '必须是列表' },
  'schema-error-enum': { en: 'Choose one of the options', 'zh-CN': '请从选项中选择' },
  'schema-error-time': {
    en: 'Must be a time in the format shown',
    'zh-CN': '时间格式不正确',
  },
  'schema-error-unknown': {
    en: 'Not allowed by the schema',
    'zh-CN': '不符合 JSON Schema',
  },
  'schema-add': { en: 'Add {{name}}', 'zh-CN': '添加{{name}}' },
  'schema-remove': { en: 'Remove {{name}}', 'zh-CN': '删除{{name}}' },
  'schema-move-up': { en: 'Move {{name}} up', 'zh-CN': '上移{{name}}' },
  'schema-move-down': { en: 'Move {{name}} down', 'zh-CN': '下移{{name}}' },
  'schema-value-error': {
    en: 'Json schema validation failed',
    'zh-CN': 'Json schema validation failed',
  },
  'schema-schema-error': {
    en: 'Error,please check the json schema',
    'zh-CN': 'Error,please check the json schema',
  },
  'json-syntax-error': { en: 'Not valid JSON: {{detail}}', 'zh-CN': 'JSON 格式错误：{{detail}}' },

  // ── Key-value list and editor (operations §2, §3, §7) ────────────────────────
  'kv-list-title': { en: 'Key-value configuration', 'zh-CN': '键值配置' },
  'kv-list-label': { en: 'Key-value entries', 'zh-CN': '键值配置列表' },
  'kv-search': { en: 'Search key or name', 'zh-CN': '搜索键或名称' },
  'kv-key': { en: 'Key', 'zh-CN': '键' },
  'kv-name': { en: 'Name', 'zh-CN': '名称' },
  'kv-updated': { en: 'Updated', 'zh-CN': '更新时间' },
  'kv-schema': { en: 'Schema', 'zh-CN': 'Schema' },
  'kv-has-schema': { en: 'Form', 'zh-CN': '表单' },
  'kv-no-schema': { en: 'Raw JSON', 'zh-CN': '原始 JSON' },
  'kv-empty': { en: 'No key-value entries yet', 'zh-CN': '暂无键值配置' },
  'kv-load-more': { en: 'Load more', 'zh-CN': '加载更多' },
  'kv-edit-title': { en: 'Key-value editor', 'zh-CN': '键值编辑' },
  'kv-tab-form': { en: 'Form', 'zh-CN': '表单' },
  'kv-tab-json': { en: 'JSON', 'zh-CN': 'JSON' },
  'kv-tab-schema': { en: 'Schema', 'zh-CN': 'Schema' },
  'kv-value-json': { en: 'Value (JSON)', 'zh-CN': '值（JSON）' },
  'kv-schema-json': { en: 'JSON schema', 'zh-CN': 'JSON Schema' },
  'kv-form-label': { en: 'Value', 'zh-CN': '值' },
  'kv-no-schema-hint': {
    en: 'This entry has no schema: edit its value as JSON, or give it a schema in the Schema tab.',
    'zh-CN': '该配置没有 Schema：请以 JSON 编辑其值，或在 Schema 标签页中添加 Schema。',
  },
  'kv-save': { en: 'Save', 'zh-CN': '保存' },
  'kv-back': { en: 'Back to key-value list', 'zh-CN': '返回键值列表' },
  'kv-not-found': { en: 'Key not found', 'zh-CN': '该键不存在' },
  'kv-conflict': {
    en: 'This entry was changed meanwhile; it has been reloaded.',
    'zh-CN': '该配置已被他人修改，已重新加载。',
  },
});
