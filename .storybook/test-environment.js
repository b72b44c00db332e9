// The Jest environment of the story tests: the test-runner's own (a new browser page per story
// file, loaded with the Storybook preview and set up by the runner), except that each worker keeps
// its browser connection and browser context from one story file to the next.
//
// A new context per file (the runner's default) starts with an empty HTTP and code cache and no
// service worker, so each of the ~200 files downloaded, parsed and compiled the whole preview and
// registered msw's worker again. A new page in the kept context reuses them. A page is never kept:
// its focus-visible and pointer state would depend on the file that ran before on the worker
// (tried: a few screenshots changed with the order of the files). What a context does keep and a
// story could see, its storage and cookies, is cleared when a file ends.
//
// It also hands the runner's page setup to the tests (see .storybook/jest-setup.ts): the runner
// retries a story that navigated away on a new page, and importing the runner inside a test would
// define hooks there.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker's browser connection and context, once the first file has set them up. */
let shared;

export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    this.global.__ndSetupPage = setupPage;
    if (!shared || !shared.browser.isConnected()) {
      await super.setup();
      shared = { browser: this.global.browser, context: this.global.context };
    } else {
      // The runner's helpers (jestPlaywright.resetPage and the like) without a new browser.
      const options = this._config.testEnvironmentOptions['jest-playwright'];
      options.skipInitialization = true;
      try {
        await super.setup();
      } finally {
        options.skipInitialization = false;
      }
      this.global.browser = shared.browser;
      this.global.context = shared.context;
      this.global.page = await this._setNewPageInstance(shared.context);
    }
    await setupPage(this.global.page, this.global.context);
  }

  async teardown() {
    const { page, context } = this.global;
    // Leave nothing a story stored to the next file: a new context would start empty.
    if (page && !page.isClosed()) {
      await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => {});
      await page.close().catch(() => {});
    }
    await context?.clearCookies().catch(() => {});
    // The base class would close the browser connection, and with it the context.
    this.global.browser = undefined;
    await super.teardown();
  }
}
