import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Locale, locales } from '../preferences';
import type { Translations } from './messages/define';
import { areas, resourceFor, type MessageArea } from './messages';
import { noteMissingKey } from './useTranslation';

/** The bundled (core) messages of every locale. */
export const resources = Object.fromEntries(
  locales.map((l) => [l, { translation: resourceFor(l) }]),
) as Record<Locale, { translation: ReturnType<typeof resourceFor> }>;

/** Areas loaded so far (by `loadMessages`), and every live instance that must receive them. */
const loaded = new Map<MessageArea, Promise<Readonly<Record<string, Translations>>>>();
const arrived: Readonly<Record<string, Translations>>[] = [];
const instances: WeakRef<I18n>[] = [];

function addMessages(instance: I18n, source: Readonly<Record<string, Translations>>) {
  for (const locale of locales)
    instance.addResourceBundle(locale, 'translation', resourceFor(locale, source), true, true);
}

/**
 * Loads the messages of areas that are not bundled with the app (`messages/index.ts` `areas`) into
 * every i18n instance, present and future. A route's loader awaits it before its page renders;
 * components already on screen re-render when an area arrives, if one of them missed a key
 * (`useTranslation`; `bindI18nStore: 'added'` for `Trans`).
 */
export function loadMessages(...names: MessageArea[]): Promise<void> {
  return Promise.all(
    names.map((name) => {
      let pending = loaded.get(name);
      if (!pending) {
        pending = areas[name]().then((source) => {
          arrived.push(source);
          for (const ref of instances) {
            const instance = ref.deref();
            if (instance) addMessages(instance, source);
          }
          return source;
        });
        // A failed load (offline) may be tried again by the next screen that needs it.
        pending.catch(() => loaded.delete(name));
        loaded.set(name, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/** Every area at once: for Storybook and tests, which show any component at any time. */
export const loadAllMessages = () => loadMessages(...(Object.keys(areas) as MessageArea[]));

/**
 * Fallback chains: a partial locale falls back to its parent language, then English (complete),
 * then Chinese; English and Chinese are complete and fall back to each other only as a safety net.
 */
export const fallbackLng: Record<Locale | 'default', Locale[]> = {
  'es-MX': ['es', 'en', 'zh-CN'],
  es: ['en', 'zh-CN'],
  fr: ['en', 'zh-CN'],
  de: ['en', 'zh-CN'],
  en: ['zh-CN'],
  'zh-CN': ['en'],
  default: ['en'],
};

export const defaultLocale: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A new, initialised i18next instance (synchronous: every resource is bundled). */
export function createI18n(locale: Locale = defaultLocale): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng,
    supportedLngs: [...locales],
    // 'es-MX' must stay 'es-MX', not be reduced to 'es'.
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    interpolation: { escapeValue: false }, // React escapes.
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false, bindI18nStore: 'added' },
    // The key (or the default value) as i18next shows it, noting that something was missing.
    parseMissingKeyHandler: (key: string, value?: string) => {
      noteMissingKey(instance);
      return value ?? key;
    },
  });
  for (const source of arrived) addMessages(instance, source);
  instances.push(new WeakRef(instance));
  return instance;
}
