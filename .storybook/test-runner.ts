import type { TestRunnerConfig } from '@storybook/test-runner';
import { injectAxe } from 'axe-playwright';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { prepareStory, settleStory, showTheme, type StoryParameters } from './test-runner-page';

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

// SB_PROFILE=<file> appends each story's phase timings (ms) to that file, one JSON line per story.
const profileFile = process.env.SB_PROFILE;
const marks = new Map<string, number>();
const phases = new Map<string, number>();
function mark(name: string) {
  if (!profileFile) return;
  const now = performance.now();
  const last = marks.get('last') ?? now;
  phases.set(name, Math.round(now - last));
  marks.set('last', now);
}

// The pixel comparison is needed only when a screenshot is not byte-identical to its baseline (or
// has none): load it then, not in every story file.
let imageSnapshotReady: Promise<void> | undefined;
function loadImageSnapshot() {
  imageSnapshotReady ??= import('jest-image-snapshot').then(({ toMatchImageSnapshot }) => {
    expect.extend({ toMatchImageSnapshot });
  });
  return imageSnapshotReady;
}

/** Each story's parameters, read in preVisit, for its postVisit. */
const storyParameters = new Map<string, StoryParameters>();

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    marks.set('last', performance.now());
    const { parameters, hasAxe } = await prepareStory(page, context.id);
    storyParameters.set(context.id, parameters);
    // A story may ask for another viewport (e.g. a phone) with `parameters.testViewport`.
    const viewport = parameters.testViewport ?? { width: 1024, height: 720 };
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current.height !== viewport.height) {
      await page.setViewportSize(viewport);
    }
    // The runner renders every story of a file in one page: axe is injected once per document, and
    // its configuration is reset before each story (prepareStory) so that one story's rule
    // settings never reach the next.
    if (!hasAxe) await injectAxe(page);
    mark('preVisit');
  },
  async postVisit(page, context) {
    const parameters = storyParameters.get(context.id) ?? {};
    storyParameters.delete(context.id);
    // The runner calls this after a failed play function too; checking the screenshot then would
    // report a visual difference (the story stopped half-way, e.g. a menu still open) in place of
    // the play function's own error. Let that error through.
    if (context.hasFailure) return;
    mark('render+play');
    const a11y = parameters.a11y ?? {};
    const visual = parameters.visual ?? {};
    // Benchmark stories leave their figures in the page: printed with the results.
    const perfLines = await settleStory(page, [
      ...pageLevelRules.map((id) => ({ id, enabled: false })),
      ...(a11y.config?.rules ?? []),
    ]);
    for (const line of perfLines) process.stdout.write(`${line}\n`);
    mark('ready');
    const offRules = new Set((a11y.config?.rules ?? []).filter((r) => !r.enabled).map((r) => r.id));
    for (const theme of ['light', 'dark'] as const) {
      // Light runs every rule. The DOM is the same in dark (the theme only swaps CSS custom
      // properties), so dark runs the rules that depend on colour.
      const axeOptions = a11y.disable
        ? undefined
        : {
            resultTypes: ['violations'],
            ...(theme === 'dark'
              ? { runOnly: { type: 'rule', values: colourRules.filter((id) => !offRules.has(id)) } }
              : {}),
          };
      const violations = await showTheme(page, theme, axeOptions);
      // A story with `a11y.disable` is shown in the theme, not checked: nothing to assert.
      if (axeOptions) {
        const summary = violations.map(
          (v) =>
            `[${theme}] ${v.id} (${v.impact}): ${v.help}\n` +
            v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
        );
        expect(summary).toEqual([]);
      }
      mark(`axe-${theme}`);
      if (!visual.disable) {
        const shoot = () =>
          page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
        const identifier = `${context.id}--${theme}`;
        const compare = async (image: Buffer) => {
          // Chromium encodes the same pixels to the same bytes: a screenshot identical to its
          // baseline passes without decoding both PNGs. Any other one gets the pixel comparison in
          // a node process of its own (the library's default): in this one, inside the runner's
          // sandbox, the same comparison of a 1440×900 screen took 3-6 s against 0.2 s in plain
          // node (0.35 s with the process start), measured on the editor screen's stories.
          const baseline = path.join(snapshotsDir, `${identifier}.png`);
          if (existsSync(baseline) && readFileSync(baseline).equals(image)) return;
          await loadImageSnapshot();
          expect(image).toMatchImageSnapshot({
            customSnapshotsDir: snapshotsDir,
            customSnapshotIdentifier: identifier,
            failureThreshold: 0.001,
            failureThresholdType: 'percent',
            storeReceivedOnFailure: true,
            runInProcess: false,
            // `-u` also rewrites a baseline that passed without being identical, so the next run
            // takes the byte comparison above.
            updatePassedSnapshot: true,
          });
        };
        const image = await shoot();
        mark(`shot-${theme}`);
        await compare(image);
        mark(`compare-${theme}`);
      }
    }
    // The next story puts the light theme back (prepareStory); the next file has a new document.
    if (profileFile) {
      appendFileSync(
        profileFile,
        `${JSON.stringify({ id: context.id, ...Object.fromEntries(phases) })}\n`,
      );
      phases.clear();
    }
  },
};

export default config;
