import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllMessages } from '../foundations/i18n';

// Waits on state (findBy…, waitFor) get time on a loaded machine: lazily loaded parts (the confirm
// dialog) arrive with a dynamic import, which the first time goes through Vite's transform.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no matchMedia; components read prefers-color-scheme and prefers-reduced-motion.
if (!window.matchMedia) {
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
