import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllMessages } from '../foundations/i18n';
import { preloadDormant } from '../utils/dormant';

// Waits on state (findBy…, waitFor) get time on a loaded machine: lazily loaded parts (the confirm
// dialog) arrive with a dynamic import, which the first time goes through Vite's transform.
configure({ asyncUtilTimeout: 5000 });

// Tests of pure logic run in Node (`// @vitest-environment node` at the top of the file): a DOM
// costs about a second per file to set up.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  window.localStorage.clear();
});

// jsdom has no matchMedia; components read prefers-color-scheme and prefers-reduced-motion.
if (hasDom && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Tests render any component at any time: every message area is there from the start.
await loadAllMessages();

// Components render live from the start, as in an app that has preloaded them: the dormant
// handoff has tests of its own (utils/dormant.test.tsx). Run after the test file's imports, so
// every dormant component it uses is known.
beforeAll(() => preloadDormant());
