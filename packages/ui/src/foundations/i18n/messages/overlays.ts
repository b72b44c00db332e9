import { defineMessages } from './define';

/** Overlays (dialogs, drawers, menus) and navigation (tabs, pagination). */
export const overlaysMessages = defineMessages({
  'dialog-close': {
    en: 'Close dialog',
    'zh-CN': '关闭对话框',
    fr: 'Fermer la boîte de dialogue',
    es: 'Cerrar el diálogo',
    de: 'Dialog schließen',
  },
  'drawer-close': {
    en: 'Close panel',
    'zh-CN': '关闭面板',
    fr: 'Fermer le panneau',
    es: 'Cerrar el panel',
    de: 'Bereich schließen',
  },
  /** The hot search words editor's confirm (spec wording), followed by the joined list. */
  'confirm-hot-search-words': {
    en: 'confirm updating hot search words to',
    'zh-CN': '确认将热搜词更新为',
  },
  'confirm-cancel-schedule': {
    en: 'Cancel the schedule?',
    'zh-CN': '取消定时发布？',
    fr: 'Annuler la programmation ?',
    es: '¿Cancelar la programación?',
    de: 'Planung aufheben?',
  },
  'pagination-label': {
    en: 'Pagination',
    'zh-CN': '分页',
    fr: 'Pagination',
    es: 'Paginación',
    de: 'Seitennavigation',
  },
  'pagination-previous': {
    en: 'Previous page',
    'zh-CN': '上一页',
    fr: 'Page précédente',
    es: 'Página anterior',
    de: 'Vorherige Seite',
  },
  'pagination-next': {
    en: 'Next page',
    'zh-CN': '下一页',
    fr: 'Page suivante',
    es: 'Página siguiente',
    de: 'Nächste Seite',
  },
  'pagination-page': {
    en: 'Page {{page}}',
    'zh-CN': '第 {{page}} 页',
    fr: 'Page {{page}}',
    es: 'Página {{page}}',
    de: 'Seite {{page}}',
  },
  'pagination-of': {
    en: 'Page {{page}} of {{pages}}',
    'zh-CN': '第 {{page}} 页，共 {{pages}} 页',
    fr: 'Page {{page}} sur {{pages}}',
    es: 'Página {{page}} de {{pages}}',
    de: 'Seite {{page}} von {{pages}}',
  },
  'pagination-total_one': {
    en: '{{count}} item',
    'zh-CN': '共 {{count}} 条',
    fr: '{{count}} élément',
    es: '{{count}} elemento',
    de: '{{count}} Eintrag',
  },
  'pagination-total_other': {
    en: '{{count}} items',
    'zh-CN': '共 {{count}} 条',
    fr: '{{count}} éléments',
    es: '{{count}} elementos',
    de: '{{count}} Einträge',
  },
});
