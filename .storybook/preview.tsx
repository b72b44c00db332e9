import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import {
  NewsdeskProvider,
  createI18n,
  loadAllMessages,
  isLocale,
  locales,
  type Locale,
} from '../packages/ui/src/foundations';
import { preloadDormant } from '../packages/ui/src/utils/dormant';

// Play functions wait on state (findBy…, waitFor) up to 5 s: a loaded CI machine can take longer
// than testing-library's default second to settle a debounced search or a lazy chunk.
configure({ asyncUtilTimeout: 5000 });

/**
 * The test-runner's browser names itself in its user agent: `StorybookTestRunner` from the start
 * (test-runner-jest.config.js; the runner's own `@version` suffix comes after this module ran).
 */
const underTestRunner =
  typeof navigator !== 'undefined' && navigator.userAgent.includes('StorybookTestRunner');

// One i18n instance for the whole Storybook; the toolbar changes its language.
const i18n = createI18n('en');

const withProviders: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  return (
    <NewsdeskProvider colorSchema={theme} locale={locale} i18n={i18n}>
      <Story />
    </NewsdeskProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  // The catalogue shows every component: the message areas the console loads per screen are all
  // loaded before the first story renders.
  // The screen stories answer the console's calls with msw (their `parameters.msw.handlers`); an API
  // call no handler answers is an error, so a screen never silently reaches a real server.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        onUnhandledRequest(request, print) {
          if (/^https?:\/\/localhost:400[01]\//.test(request.url)) print.error();
        },
      });
      return worker;
    }),
    () => loadAllMessages(),
    // A dormant component's live part is loaded before the story renders, as an app preloads it
    // once its screen settles: stories show and test the live component (the handoff from the
    // asleep part has unit tests, utils/dormant.test.tsx).
    () => preloadDormant(),
  ],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: locales.map((l) => ({ value: l, title: l })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The a11y panel fails on any violation. Under the test-runner the panel's own run after each
    // story is off: test-runner.ts runs the same axe check itself, in light and in dark, and a third
    // run of the whole rule set per story only cost time.
    a11y: { test: underTestRunner ? 'off' : 'error' },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Overview', 'Tokens', '*'],
          'Primitives',
          'Inputs',
          'Forms',
          'Overlays',
          'Navigation',
          'Feedback',
          'Data',
          'Layout',
          'Pickers',
          'Editors',
          'Charts',
          'Content',
          'Users',
          'Finance',
          'Dashboard',
          'Operations',
          'Ingestion',
          'AI',
          'Screens',
          'Guides',
          'Changelog',
        ],
      },
    },
  },
};

export default preview;
