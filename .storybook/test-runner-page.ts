import type { Page } from 'playwright-core';

/**
 * The two page helpers the test-runner hooks use, as the test-runner defines them. They live here so
 * that the hooks do not import `@storybook/test-runner` in every story file: Jest loads a test
 * file's modules afresh for each file, and that package brings Storybook's server internals and
 * Babel with it (seconds per file, for 190 files).
 */
export async function getStoryContext(
  page: Page,
  context: { id: string },
): Promise<{ parameters?: Record<string, unknown> }> {
  // The first story of a page can be visited before the preview has its index (Storybook then
  // refuses with SB_PREVIEW_API_0011): ask again until the store is ready, up to ~10 s.
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.evaluate(
        ({ storyId }) =>
          (
            globalThis as unknown as {
              __getContext(id: string): { parameters?: Record<string, unknown> };
            }
          ).__getContext(storyId),
        { storyId: context.id },
      );
    } catch (e) {
      if (attempt >= 200 || !String(e).includes('SB_PREVIEW_API_0011')) throw e;
      await page.waitForTimeout(50);
    }
  }
}

export async function waitForPageReady(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}
