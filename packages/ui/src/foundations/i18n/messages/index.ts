import type { Locale } from '../../preferences';
import { articlesMessages } from './articles';
import { authMessages } from './auth';
import { commonMessages } from './common';
import type { Translations } from './define';
import type { calendarMessages } from './calendar';
import type { dataMessages } from './data';
import type { deskMessages } from './desk';
import type { sysmessagesMessages } from './sysmessages';
import type { editorMessages } from './editor';
import type { financeMessages } from './finance';
import type { ingestionMessages } from './ingestion';
import type { libraryMessages } from './library';
import type { roadshowsMessages } from './roadshows';
import type { usersMessages } from './users';
import type { videosMessages } from './videos';
import { feedbackMessages } from './feedback';
import { inputsMessages } from './inputs';
import { layoutMessages } from './layout';
import type { operationsMessages } from './operations';
import { overlaysMessages } from './overlays';
import { pushMessages } from './push';
import { specMessages } from './spec';

/**
 * The messages any screen may need, bundled with the app. Areas keep their own file and own their
 * keys; `i18n.test.ts` fails when two files define the same key (a spread would silently shadow one
 * of them). Every message of all areas together: `messages/all.ts`.
 */
export const core = {
  ...specMessages,
  ...authMessages,
  ...articlesMessages,
  ...commonMessages,
  ...feedbackMessages,
  ...inputsMessages,
  ...layoutMessages,
  ...overlaysMessages,
  ...pushMessages,
} satisfies Record<string, Translations>;

/**
 * Areas whose messages load with the screens that use them (`loadMessages`), not at startup: the
 * console's first download carries only `core`. A route's loader awaits its areas.
 */
export const areas = {
  editor: () => import('./editor').then((m) => m.editorMessages),
  finance: () => import('./finance').then((m) => m.financeMessages),
  ingestion: () => import('./ingestion').then((m) => m.ingestionMessages),
  library: () => import('./library').then((m) => m.libraryMessages),
  roadshows: () => import('./roadshows').then((m) => m.roadshowsMessages),
  desk: () => import('./desk').then((m) => m.deskMessages),
  videos: () => import('./videos').then((m) => m.videosMessages),
  users: () => import('./users').then((m) => m.usersMessages),
  operations: () => import('./operations').then((m) => m.operationsMessages),
  calendar: () => import('./calendar').then((m) => m.calendarMessages),
  sysmessages: () => import('./sysmessages').then((m) => m.sysmessagesMessages),
  data: () => import('./data').then((m) => m.dataMessages),
} satisfies Record<string, () => Promise<Record<string, Translations>>>;

export type MessageArea = keyof typeof areas;

export type MessageKey =
  | keyof typeof core
  | keyof typeof editorMessages
  | keyof typeof financeMessages
  | keyof typeof ingestionMessages
  | keyof typeof libraryMessages
  | keyof typeof roadshowsMessages
  | keyof typeof deskMessages
  | keyof typeof videosMessages
  | keyof typeof usersMessages
  | keyof typeof operationsMessages
  | keyof typeof calendarMessages
  | keyof typeof sysmessagesMessages
  | keyof typeof dataMessages;
export type Messages = { readonly [K in MessageKey]: string };

/** The flat resource of one locale: only the keys it translates (partial locales fall back). */
export function resourceFor(
  locale: Locale,
  source: Readonly<Record<string, Translations>> = core,
): Partial<Messages> {
  const out: Record<string, string> = {};
  for (const [key, tr] of Object.entries(source)) {
    const text = tr[locale];
    if (text !== undefined) out[key] = text;
  }
  return out as Partial<Messages>;
}
