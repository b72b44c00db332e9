import type { Locale } from '../../preferences';
import type { Messages } from './index';

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

/** The flat resource of one locale: only the keys it translates (partial locales fall back). */
export function resourceFor(
  locale: Locale,
  source: Readonly<Record<string, Translations>>,
): Partial<Messages> {
  const out: Record<string, string> = {};
  for (const [key, tr] of Object.entries(source)) {
    const text = tr[locale];
    if (text !== undefined) out[key] = text;
  }
  return out as Partial<Messages>;
}
