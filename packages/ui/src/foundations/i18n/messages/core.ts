import { articlesMessages } from './articles';
import { authMessages } from './auth';
import { commonMessages } from './common';
import type { Translations } from './define';
import { feedbackMessages } from './feedback';
import { inputsMessages } from './inputs';
import { layoutMessages } from './layout';
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
