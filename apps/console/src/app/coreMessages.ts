import type { Locale, Messages } from '@newsdesk/ui';

/**
 * The console's source of core messages: it replaces the library's `coreMessages.ts` in the
 * console's build (`vite.config.ts`, `localeMessages`), with the same two functions. Each locale's
 * core messages are a chunk of their own, built from `messages/core.ts` with that one language, so
 * the first download carries the stored locale only (4–5 kB brotli instead of 12 kB for all six).
 */
const chunks: Record<Locale, () => Promise<{ default: Partial<Messages> }>> = {
  'zh-CN': () => import('virtual:newsdesk-core-messages/zh-CN'),
  en: () => import('virtual:newsdesk-core-messages/en'),
  fr: () => import('virtual:newsdesk-core-messages/fr'),
  es: () => import('virtual:newsdesk-core-messages/es'),
  'es-MX': () => import('virtual:newsdesk-core-messages/es-MX'),
  de: () => import('virtual:newsdesk-core-messages/de'),
};

const loaded = new Map<Locale, Partial<Messages>>();
const pending = new Map<Locale, Promise<void>>();

export function coreMessagesOf(locale: Locale): Partial<Messages> | undefined {
  return loaded.get(locale);
}

export function loadCoreMessages(locales: readonly Locale[]): Promise<void> {
  return Promise.all(
    locales.map((locale) => {
      if (loaded.has(locale)) return undefined;
      let load = pending.get(locale);
      if (!load) {
        load = chunks[locale]().then((m) => {
          loaded.set(locale, m.default);
        });
        // A failed load (offline) may be tried again.
        load.catch(() => pending.delete(locale));
        pending.set(locale, load);
      }
      return load;
    }),
  ).then(() => undefined);
}
