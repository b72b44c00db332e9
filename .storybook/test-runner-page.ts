import type { Page } from 'playwright-core';

/**
 * The page helpers of the test-runner hooks. They live here so that the hooks do not import
 * `@storybook/test-runner` in every story file: Jest loads a test file's modules afresh for each
 * file, and that package brings Storybook's server internals and Babel with it (seconds per file,
 * for 190 files).
 *
 * Each helper is one `page.evaluate` (one round trip to the page) where the runner's own took
 * several: with ~1,200 stories a run, each round trip saved per story is about 10 s of the step.
 */

/** The parameters the hooks read, as a story declares them. */
export interface StoryParameters {
  testViewport?: { width: number; height: number };
  a11y?: { disable?: boolean; config?: { rules?: { id: string; enabled: boolean }[] } };
  visual?: { disable?: boolean };
}

/** An axe violation, with what the report prints of it. */
export interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Readies the page for a story: resets axe's configuration (injected once per document), puts the
 * light theme back, and reads the story's parameters. `hasAxe` is false when the document has no
 * axe yet. The first story of a document can be asked for before the preview has its index
 * (Storybook then refuses with SB_PREVIEW_API_0011): ask again until the store is ready, ~10 s.
 */
export async function prepareStory(
  page: Page,
  storyId: string,
): Promise<{ parameters: StoryParameters; hasAxe: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.evaluate(async (id) => {
        const w = globalThis as unknown as {
          __getContext(id: string): Promise<{ parameters?: Record<string, unknown> }>;
          axe?: { reset(): void };
        };
        w.axe?.reset();
        document.documentElement.dataset.theme = 'light';
        const parameters = (await w.__getContext(id)).parameters ?? {};
        // Only what the hooks read crosses back (a story's parameters can be large).
        return {
          parameters: {
            testViewport: parameters.testViewport,
            a11y: parameters.a11y,
            visual: parameters.visual,
          } as StoryParameters,
          hasAxe: w.axe !== undefined,
        };
      }, storyId);
    } catch (e) {
      if (attempt >= 200 || !String(e).includes('SB_PREVIEW_API_0011')) throw e;
      await page.waitForTimeout(50);
    }
  }
}

/**
 * Waits until the page has loaded what it asked for (its load states, then its fonts), then
 * configures axe with `rules`, and returns the lines benchmark stories left in
 * `window.__ndPerfLines` (console output of a play function reaches the log only when it fails).
 */
export async function settleStory(
  page: Page,
  rules: { id: string; enabled: boolean }[],
): Promise<string[]> {
  // Answered by Playwright from what it has seen (no round trip) once each state was reached.
  await page.waitForLoadState('domcontentloaded');
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  return page.evaluate(async (axeRules) => {
    const w = window as Window & {
      __ndPerfLines?: string[];
      axe: { configure(options: unknown): void };
    };
    await document.fonts.ready;
    w.axe.configure({ rules: axeRules });
    const lines = w.__ndPerfLines ?? [];
    w.__ndPerfLines = [];
    return lines;
  }, rules);
}

/**
 * Shows the story in `theme`, lets two frames pass (transitions are 0 ms under reduced motion; the
 * caret blink stops), and runs axe on the body when `axeOptions` is given: its violations, or an
 * empty list.
 */
export function showTheme(
  page: Page,
  theme: 'light' | 'dark',
  axeOptions: Record<string, unknown> | undefined,
): Promise<Violation[]> {
  return page.evaluate(
    async ({ theme, axeOptions }) => {
      document.documentElement.dataset.theme = theme;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      if (!axeOptions) return [];
      const w = window as Window & {
        axe: {
          run(context: string, options: unknown): Promise<{ violations: Violation[] }>;
        };
      };
      const { violations } = await w.axe.run('body', axeOptions);
      // Only what the report prints crosses back (axe's full result is tens of kB).
      return violations.map((v: Violation) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n: Violation['nodes'][number]) => ({
          target: n.target,
          failureSummary: n.failureSummary,
        })),
      }));
    },
    { theme, axeOptions },
  );
}
