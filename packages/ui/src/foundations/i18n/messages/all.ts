import type { Translations } from './define';
import { calendarMessages } from './calendar';
import { dataMessages } from './data';
import { deskMessages } from './desk';
import { sysmessagesMessages } from './sysmessages';
import { editorMessages } from './editor';
import { financeMessages } from './finance';
import { ingestionMessages } from './ingestion';
import { libraryMessages } from './library';
import { operationsMessages } from './operations';
import { roadshowsMessages } from './roadshows';
import { usersMessages } from './users';
import { videosMessages } from './videos';
import { core } from './core';

/**
 * Every message of every area, by key: for the tests and the Storybook catalogue. The console
 * never imports it (it loads areas on demand).
 */
export const messages = {
  ...core,
  ...editorMessages,
  ...financeMessages,
  ...ingestionMessages,
  ...libraryMessages,
  ...roadshowsMessages,
  ...deskMessages,
  ...videosMessages,
  ...usersMessages,
  ...operationsMessages,
  ...calendarMessages,
  ...sysmessagesMessages,
  ...dataMessages,
} satisfies Record<string, Translations>;

/** The names of the areas loaded on demand, for loading them all (Storybook, tests). */
export { areas } from './index';
