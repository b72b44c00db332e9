// The Jest environment of the story tests: the test-runner's own (a browser page loaded with the
// Storybook preview and set up by the runner for each story file), except that each worker keeps
// its browser connection, its browser context and its page from one story file to the next, and
// loads the preview again in that page.
//
// A new context per file (the runner's default) starts with an empty HTTP and code cache and no
// service worker, so each of the ~200 files downloaded, parsed and compiled the whole preview and
// registered msw's worker again. A new page per file in a kept context still cost about 1.3 s of
// CPU (a new renderer process, the runner's page setup over the DevTools protocol, the preview
// compiled afresh in that process); loading the preview again in the kept page costs about 0.3 s,
// and the page's new document starts with no focus-visible or hover state (checked: a hover and a
// click before the navigation leave neither on the next document). What the kept context and page
// hold that a story could see, their storage and cookies, is cleared when a file ends.
//
// It also hands the runner's page setup to the tests (see .storybook/jest-setup.ts): the runner
// retries a story that navigated away on a new page, and importing the runner inside a test would
// define hooks there.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/**
 * This worker's browser connection, context and page once the first file has set them up, and the
 * runner's page-error handler (it fails the running test), added to the kept page for each file.
 */
let shared;

/**
 * Readies a page to be kept from one story file to the next, once per page:
 * - the runner's page setup exposes its functions on the page; a kept page has them from its first
 *   file, and Playwright refuses a second registration of a name: the first one is kept;
 * - leaving a document by a navigation (a closed page did not) runs its beforeunload listeners; a
 *   form left with changes would ask to stay, and Playwright's default answer (stay) would keep the
 *   next file from loading: leave. Other dialogs are dismissed, Playwright's default.
 */
function keepable(page) {
  if (page.__ndKeepable) return;
  page.__ndKeepable = true;
  const expose = page.exposeBinding.bind(page);
  page.exposeBinding = async (name, ...rest) => {
    try {
      return await expose(name, ...rest);
    } catch (error) {
      if (String(error).includes(`"${name}" has been already registered`)) return undefined;
      throw error;
    }
  };
  page.on('dialog', (dialog) => {
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => {});
  });
}

export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    this.global.__ndSetupPage = setupPage;
    if (!shared || !shared.browser.isConnected()) {
      await super.setup();
      shared = {
        browser: this.global.browser,
        context: this.global.context,
        page: undefined,
        onPageError: this.global.page.listeners('pageerror')[0],
      };
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
      if (shared.page && !shared.page.isClosed()) {
        this.global.page = shared.page;
        if (shared.onPageError) shared.page.on('pageerror', shared.onPageError);
      } else {
        this.global.page = await this._setNewPageInstance(shared.context);
      }
    }
    keepable(this.global.page);
    // Navigates to the preview (a new document), exposes the runner's functions, adds its script.
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
          // The next file's document replaces this one; closing the page did not run its
          // beforeunload listeners, a navigation does. msw's tells its service worker that its last
          // client is gone, and the worker unregisters itself while the next document already
          // updates it: "Failed to update a ServiceWorker … Not found" failed a story now and then.
          // This document's message is dropped (checked in Chromium: the registration stays).
          const post = ServiceWorker.prototype.postMessage;
          ServiceWorker.prototype.postMessage = function postMessage(message, ...rest) {
            if (message === 'CLIENT_CLOSED') return undefined;
            return post.call(this, message, ...rest);
          };
        })
        .catch(() => {});
      // Kept for the next file (the runner's retry may have replaced the first one).
      if (shared) shared.page = page;
    }
    await context?.clearCookies().catch(() => {});
    // The base class would close the browser connection, and with it the context and the page.
    this.global.browser = undefined;
    await super.teardown();
  }
}
