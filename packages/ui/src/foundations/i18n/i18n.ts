import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Locale, locales } from '../preferences';
import { resourceFor } from './messages';

export const resources = Object.fromEntries(
  locales.map((l) => [l, { translation: resourceFor(l) }]),
) as Record<Locale, { translation: ReturnType<typeof resourceFor> }>;

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
    react: { useSuspense: false },
  });
  return instance;
}
