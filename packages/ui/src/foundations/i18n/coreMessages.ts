import type { Locale } from '../preferences';
import { resourceFor, type Messages } from './messages';
import { core } from './messages/core';

/**
 * Where the core messages (`messages/core.ts`) of each locale come from. Here, the library's
 * default: every locale is bundled, so each one is there at once (Storybook, tests, any host app).
 *
 * The console's build replaces this module with `apps/console/src/app/coreMessages.ts` (its Vite
 * config, `localeMessages`), whose locales each load as a small chunk of their own: the console's
 * first download then carries one language, not six. Both modules export the same two functions.
 */

const resources = new Map<Locale, Partial<Messages>>();

/** The core messages of a locale, or undefined while they have not loaded. */
export function coreMessagesOf(locale: Locale): Partial<Messages> | undefined {
  let resource = resources.get(locale);
  if (!resource) resources.set(locale, (resource = resourceFor(locale, core)));
  return resource;
}

/** Loads the core messages of these locales (bundled here: nothing to wait for). */
export function loadCoreMessages(_locales: readonly Locale[]): Promise<void> {
  return Promise.resolve();
}
