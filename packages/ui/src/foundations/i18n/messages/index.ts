import type { Locale } from '../../preferences';
import { articlesMessages } from './articles';
import { authMessages } from './auth';
import { commonMessages } from './common';
import type { Translations } from './define';
import { editorMessages } from './editor';
import { feedbackMessages } from './feedback';
import { inputsMessages } from './inputs';
import { layoutMessages } from './layout';
import { overlaysMessages } from './overlays';
import { pushMessages } from './push';
import { specMessages } from './spec';

/**
 * Every message, by key. Areas keep their own file and own their keys; `i18n.test.ts` fails when two
 * files define the same key (a spread would silently shadow one of them).
 */
export const messages = {
  ...specMessages,
  ...authMessages,
  ...articlesMessages,
  ...commonMessages,
  ...feedbackMessages,
  ...inputsMessages,
  ...layoutMessages,
  ...overlaysMessages,
  ...editorMessages,
  ...pushMessages,
} satisfies Record<string, Translations>;

export type MessageKey = keyof typeof messages;
export type Messages = { readonly [K in MessageKey]: string };

/** The flat resource of one locale: only the keys it translates (partial locales fall back). */
export function resourceFor(locale: Locale): Partial<Messages> {
  const out: Record<string, string> = {};
  for (const [key, tr] of Object.entries(messages) as [MessageKey, Translations][]) {
    const text = tr[locale];
    if (text !== undefined) out[key] = text;
  }
  return out as Partial<Messages>;
}
