import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { configureAxe, getViolations, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

/**
 * Every story is a play test (run by the test-runner itself), an axe check in light (every rule) and
 * dark (the colour rules) that fails on any violation, and a screenshot in light and dark compared
 * with the committed baseline.
 * Update baselines with `pnpm test:storybook -u` and commit them.
 */
const snapshotsDir = path.join(process.cwd(), '.storybook', '__image_snapshots__');

// Page-level rules do not apply to an isolated component.
const pageLevelRules = ['landmark-one-main', 'page-has-heading-one', 'region', 'landmark-unique'];

// The axe rules whose result depends on colours: the ones the dark theme can change.
const colourRules = ['color-contrast', 'link-in-text-block'];

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    // A story may ask for another viewport (e.g. a phone) with `parameters.testViewport`.
    const story = await getStoryContext(page, context);
    const viewport = (story.parameters?.testViewport as
      { width: number; height: number } | undefined) ?? {
      width: 1024,
      height: 720,
    };
    await page.setViewportSize(viewport);
    await injectAxe(page);
  },
  async postVisit(page, context) {
    // The runner calls this after a failed play function too; checking the screenshot then would
    // report a visual difference (the story stopped half-way, e.g. a menu still open) in place of
    // the play function's own error. Let that error through.
    if (context.hasFailure) return;
    // Benchmark stories leave their figures in `window.__ndPerfLines` (console output of a play
    // function reaches the log only when the story fails): print them with the results.
    const perfLines = await page.evaluate(() => {
      const w = window as Window & { __ndPerfLines?: string[] };
      const lines = w.__ndPerfLines ?? [];
      w.__ndPerfLines = [];
      return lines;
    });
    for (const line of perfLines) process.stdout.write(`${line}\n`);
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    const a11y = (story.parameters?.a11y ?? {}) as {
      disable?: boolean;
      config?: { rules?: { id: string; enabled: boolean }[] };
    };
    const visual = (story.parameters?.visual ?? {}) as { disable?: boolean };
    await configureAxe(page, {
      rules: [
        ...pageLevelRules.map((id) => ({ id, enabled: false })),
        ...(a11y.config?.rules ?? []),
      ],
    });
    const offRules = new Set((a11y.config?.rules ?? []).filter((r) => !r.enabled).map((r) => r.id));
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
      }, theme);
      // Let transitions settle (they are 0 ms under reduced motion) and the caret blink stop.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      if (!a11y.disable) {
        // Light runs every rule. The DOM is the same in dark (the theme only swaps CSS custom
        // properties), so dark runs the rules that depend on colour.
        const violations = await getViolations(page, 'body', {
          resultTypes: ['violations'],
          ...(theme === 'dark'
            ? { runOnly: { type: 'rule', values: colourRules.filter((id) => !offRules.has(id)) } }
            : {}),
        });
        const summary = violations.map(
          (v) =>
            `[${theme}] ${v.id} (${v.impact}): ${v.help}\n` +
            v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
        );
        expect(summary).toEqual([]);
      }
      if (!visual.disable) {
        const shoot = () =>
          page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
        const compare = (image: Buffer) =>
          expect(image).toMatchImageSnapshot({
            customSnapshotsDir: snapshotsDir,
            customSnapshotIdentifier: `${context.id}--${theme}`,
            failureThreshold: 0.001,
            failureThresholdType: 'percent',
            storeReceivedOnFailure: true,
          });
        compare(await shoot());
      }
    }
    await page.evaluate(() => {
      document.documentElement.dataset.theme = 'light';
    });
  },
};

export default config;
