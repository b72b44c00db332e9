import type { BrowserContext, Page } from 'playwright-core';
import config from './test-runner';

/**
 * Replaces `@storybook/test-runner/playwright/jest-setup.js` (see `test-runner-jest.config.js`): it
 * installs the same hooks, without importing the whole test-runner package into every story file.
 * That package (Storybook's server internals, Babel) took seconds to load per file.
 */
const hooks = globalThis as typeof globalThis & {
  __sbPreVisit?: typeof config.preVisit;
  __sbPostVisit?: typeof config.postVisit;
  __sbSetupPage?: (page: Page, context: BrowserContext) => Promise<void>;
  __sbCollectCoverage?: boolean;
};
config.setup?.();
hooks.__sbPreVisit = config.preVisit;
hooks.__sbPostVisit = config.postVisit;
// The runner's page setup (its retry after a story navigated away), handed over by the test
// environment (.storybook/test-environment.js), which loads the runner once per worker.
hooks.__sbSetupPage = (
  globalThis as unknown as { __ndSetupPage: typeof hooks.__sbSetupPage }
).__ndSetupPage;
hooks.__sbCollectCoverage = false;
