import type { Locale } from '../../preferences';

/**
 * One message in every language, side by side. English and Chinese are required (both are complete
 * locales); fr, es, es-MX and de are partial and fall back (es-MX → es → en).
 */
export type Translations = { en: string; 'zh-CN': string } & Partial<
  Record<Exclude<Locale, 'en' | 'zh-CN'>, string>
>;

export function defineMessages<K extends string>(
  messages: Record<K, Translations>,
): Record<K, Translations> {
  return messages;
}
