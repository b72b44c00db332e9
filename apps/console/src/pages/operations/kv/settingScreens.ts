/**
 * Key-value entries that have a screen of their own (operation settings, designed in #14): their
 * values are typed and saved through their own paths, so the list leads there and the generic
 * editor hands over instead of offering a save the server refuses.
 */
export const SETTING_SCREENS: Readonly<Record<string, string>> = {
  'app-splash': '/operation/splash',
  navigator: '/operation/navigator',
  'web-banner': '/operation/banner',
  'web-entry': '/operation/entry',
  'omen-category': '/operation/omen/category',
};

/** Where a key-value entry is edited. */
export const kvEditHref = (key: string): string =>
  SETTING_SCREENS[key] ?? `/operation/kv/${encodeURIComponent(key)}`;
