import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Locale, locales } from '../preferences';
import type { Translations } from './messages/define';
import { coreMessagesOf, loadCoreMessages } from './coreMessages';
import { areas, resourceFor, type MessageArea } from './messages';
import { noteMissingKey } from './useTranslation';

/** The core messages of every locale present now (in the console: those loaded so far). */
function coreResources() {
  const out: { [L in Locale]?: { translation: NonNullable<ReturnType<typeof coreMessagesOf>> } } =
    {};
  for (const locale of locales) {
    const translation = coreMessagesOf(locale);
    if (translation) out[locale] = { translation };
  }
  return out;
}

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

/** The locales whose core messages each live instance has (given at creation or added since). */
const coreGiven = new WeakMap<I18n, Set<Locale>>();

function giveCore(instance: I18n, locale: Locale) {
  const given = coreGiven.get(instance) ?? new Set<Locale>();
  coreGiven.set(instance, given);
  const translation = coreMessagesOf(locale);
  if (given.has(locale) || !translation) return;
  given.add(locale);
  instance.addResourceBundle(locale, 'translation', translation, true, true);
}

function loadCore(list: readonly Locale[]): Promise<void> {
  return loadCoreMessages(list).then(() => {
    for (const ref of instances) {
      const instance = ref.deref();
      if (instance) for (const locale of list) giveCore(instance, locale);
    }
  });
}

/** English and Chinese translate every message; the other locales fall back to them. */
const complete: readonly Locale[] = ['en', 'zh-CN'];

/** A locale's fallback chain, split where it reaches a complete locale. */
function chainOf(locale: Locale) {
  const chain = [locale, ...fallbackLng[locale]];
  const cut = chain.findIndex((l) => complete.includes(l)) + 1;
  return { needed: chain.slice(0, cut), safetyNet: chain.slice(cut) };
}

/**
 * Makes a locale ready to show: resolves once its core messages are there, with those of its
 * fallbacks up to the first complete locale (fr needs English; zh-CN and en nothing more).
 * Idempotent; with the library's bundled messages it resolves at once. The rest of the chain, a
 * safety net, loads only if a key is ever missing (`createI18n`).
 */
export function loadLocale(locale: Locale): Promise<void> {
  return loadCore(chainOf(locale).needed);
}

/** True when a locale can show: its core messages and its needed fallbacks' are all there. */
export function isLocaleReady(locale: Locale): boolean {
  return chainOf(locale).needed.every((l) => coreMessagesOf(l) !== undefined);
}

function loadSafetyNet(language: string) {
  if (!isLocale(language)) return;
  const missing = chainOf(language).safetyNet.filter((l) => !coreMessagesOf(l));
  if (missing.length) loadCore(missing).catch(() => undefined);
}

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

/**
 * A new, initialised i18next instance, synchronously, with the messages present now: with the
 * library's bundled messages, every locale; in the console, those `loadLocale` has loaded (its
 * entry awaits the stored locale's before the first render).
 */
export function createI18n(locale: Locale = defaultLocale): I18n {
  const instance = i18next.createInstance();
  const resources = coreResources();
  coreGiven.set(instance, new Set(Object.keys(resources) as Locale[]));
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
      loadSafetyNet(instance.language);
      return value ?? key;
    },
  });
  for (const source of arrived) addMessages(instance, source);
  instances.push(new WeakRef(instance));
  return instance;
}
