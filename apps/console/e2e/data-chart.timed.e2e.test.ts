import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, tableRows, type Stack } from './harness';

/**
 * The chart designer's time budget (issue #15: a series of 10,000 points draws in at most 100 ms),
 * on the demo daily index of 10,000 rows. A `.timed` spec: scripts/test-e2e.sh runs it after the
 * others, alone, so the figures are the machine's and not a neighbour's.
 *
 * Every figure is the median of several runs (one slow run on a loaded machine does not fail it,
 * and one lucky run does not pass it), with the fastest and slowest logged beside it:
 * - first draw: from the designer's mount (its preview appears, loading) to the candles in the
 *   DOM, a fresh page each time; this includes reading the 10,000 rows from the server;
 * - first draw with the rows in hand: the drawing mounted again (Show as table, then back);
 * - redraw: the whole window drawn again after a zoom, each run a different window.
 * The target (issue #15) is 100 ms. This file runs in the timed pass, alone (scripts/test-e2e.sh).
 * The CI rehearsal of stop 25 measured first draw 383 ms (rows fetched), drawing mounted 52.7 ms and
 * redraw 72.7 ms (medians; slowest redraw 169 ms): the target holds. The gates leave room for a
 * slower CI machine without letting a regression through: 3 times the target for the drawing,
 * about 5 times the measured first draw with its fetch. Under nine agents on two cores (load
 * average about 36) the medians were 3-6 times higher: the environment (E2E_CHART_*_GATE_MS)
 * loosens the gates for such a machine.
 */
const gate = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const TARGET_MS = 100;
const FIRST_DRAW_GATE_MS = gate('E2E_CHART_FIRST_DRAW_GATE_MS', 2_000);
const MOUNT_GATE_MS = gate('E2E_CHART_MOUNT_GATE_MS', 300);
const REDRAW_GATE_MS = gate('E2E_CHART_REDRAW_GATE_MS', 300);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4961) });
});
afterAll(async () => {
  await stack?.stop();
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const figures = (xs: number[]) =>
  `median ${median(xs).toFixed(1)} (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)}; ${xs.map((x) => x.toFixed(1)).join(', ')})`;

const CANDLE = '[data-testid="data-chart-layers"] [data-series="SHCOMP"] rect';

describe('chart designer, timed', () => {
  it('draws the 10,000-day candlestick chart first, and again after a zoom, within budget', async () => {
    const { page, context } = await newPage(stack);
    await context.addInitScript(() => window.localStorage.setItem('locale', JSON.stringify('en')));
    // From the designer's mount to the first candles in the DOM, on every page load.
    await context.addInitScript((candle: string) => {
      const w = window as unknown as { __firstDraw: { mount?: number; drawn?: number } };
      w.__firstDraw = {};
      const observer = new MutationObserver(() => {
        const t = performance.now();
        if (w.__firstDraw.mount === undefined && document.querySelector('[aria-label="Preview"]'))
          w.__firstDraw.mount = t;
        if (w.__firstDraw.mount !== undefined && document.querySelector(candle)) {
          w.__firstDraw.drawn = t;
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    }, CANDLE);
    await page.goto('/content/data/charts');
    await signIn(page, 'admin', 'en');
    await page.getByRole('heading', { level: 1, name: 'Data charts' }).waitFor();
    await tableRows(page).getByRole('link', { name: 'Shanghai composite, daily' }).click();
    await page.waitForURL((u) => u.pathname === '/content/data/charts/SHCOMP');
    const layers = page.getByTestId('data-chart-layers');

    const firstDraw = async () => {
      const handle = await page.waitForFunction(
        () => {
          const f = (window as unknown as { __firstDraw: { mount?: number; drawn?: number } })
            .__firstDraw;
          return f.drawn !== undefined && f.mount !== undefined ? f.drawn - f.mount : null;
        },
        undefined,
        { timeout: 30_000 },
      );
      return (await handle.jsonValue()) as number;
    };
    const first: number[] = [await firstDraw()];
    for (let i = 0; i < 2; i++) {
      await page.reload();
      first.push(await firstDraw());
    }
    await expect
      .poll(() => layers.locator('[data-series="SHCOMP"] rect').count())
      .toBeGreaterThan(100);

    // The drawing mounted again with the rows in hand: Show as table, then Show as chart.
    const mounts = await page.evaluate(async (candle: string) => {
      const preview = document.querySelector('[aria-label="Preview"]')!;
      const toggle = preview.querySelector<HTMLButtonElement>('button[aria-pressed]')!;
      const times: number[] = [];
      const when = (test: () => boolean) =>
        new Promise<void>((resolve) => {
          if (test()) return resolve();
          const observer = new MutationObserver(() => {
            if (!test()) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(preview, { childList: true, subtree: true, attributes: true });
        });
      for (let i = 0; i < 5; i++) {
        toggle.click();
        await when(() => !preview.querySelector(candle));
        const start = performance.now();
        toggle.click();
        await when(() => !!preview.querySelector(candle));
        times.push(performance.now() - start);
      }
      return times;
    }, CANDLE);

    // A redraw of the whole window after a change: time to the next DOM change. Each window is a
    // different one, so no run reuses the points drawn for another.
    const redraws = await page.evaluate(async () => {
      const target = document.querySelector('[data-testid="data-chart-layers"]')!;
      const input = document.querySelectorAll<HTMLInputElement>('input[type="range"]')[0]!;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const times: number[] = [];
      for (const value of ['100', '0', '50', '200', '25', '300', '10', '400', '5']) {
        const done = new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(target, { childList: true, subtree: true, attributes: true });
        });
        const start = performance.now();
        setter.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await done;
        times.push(performance.now() - start);
      }
      return times;
    });
    console.log(
      [
        `[data] 10,000-point candlestick, ms:`,
        `  first draw (mount to candles, rows fetched): ${figures(first)}, gate ${FIRST_DRAW_GATE_MS}`,
        `  first draw (rows in hand, drawing mounted): ${figures(mounts)}, gate ${MOUNT_GATE_MS} (target ${TARGET_MS})`,
        `  redraw after a zoom: ${figures(redraws)}, gate ${REDRAW_GATE_MS} (target ${TARGET_MS})`,
      ].join('\n'),
    );
    expect(median(first)).toBeLessThanOrEqual(FIRST_DRAW_GATE_MS);
    expect(median(mounts)).toBeLessThanOrEqual(MOUNT_GATE_MS);
    expect(median(redraws)).toBeLessThanOrEqual(REDRAW_GATE_MS);

    await context.close();
  });
});
