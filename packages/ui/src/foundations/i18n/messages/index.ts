import type { Translations } from './define';
import type { core } from './core';
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
import type { operationsMessages } from './operations';

export { resourceFor } from './define';

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
