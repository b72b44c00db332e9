import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, startStack, tableRows, type Stack } from './harness';

/**
 * Issue #11 "lists stay smooth at 10,000 rows": the content list (`/content/article/list`, the
 * article rows of the content section) on the demo seed with 10,000 articles, measured in Chromium
 * three times each:
 * - time to first rows: a cold load of the list with a stored session, from navigation start to
 *   the first frame painted with rows;
 * - scroll frame time: the longest frame and the 95th percentile while the list scrolls from top
 *   to bottom and back with the mouse wheel;
 * - filter change to rows: a click on a status filter to the first frame with the filtered rows.
 * Figures print as `[perf] …` lines; the gates are about twice the worst of three runs measured on
 * the shared, loaded 2-core machine, so they hold there and still catch a regression.
 */
// Measured on the shared 2-core machine at a load average of 40-47 (3 runs each): first rows
// 1,881, 2,464 and 1,494 ms; scroll frame p95 83, 33 and 33 ms (longest frame 183 ms); filter to
// rows 555, 430 and 357 ms. Gates at about twice the worst.
const GATES = {
  firstRowsMs: Number(process.env.LIST_FIRST_ROWS_BUDGET_MS ?? 5_000),
  frameP95Ms: Number(process.env.LIST_SCROLL_FRAME_P95_BUDGET_MS ?? 170),
  filterMs: Number(process.env.LIST_FILTER_BUDGET_MS ?? 1_100),
};
const RUNS = 3;
const LIST = '/content/article/list';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    port: Number(process.env.E2E_PORT ?? 5018),
    env: { SEED_ARTICLES: '10000' },
    // Seeding 10,000 articles took over 280 s on the loaded machine.
    startTimeoutMs: 900_000,
  });
}, 960_000);
afterAll(() => stack?.stop());

const round = (n: number) => Math.round(n);
const worst = (ms: number[]) => Math.max(...ms);
const line = (label: string, ms: number[], gate: number) =>
  console.log(
    `[perf] content list of 10,000 articles, ${label}: ${ms.map(round).join(', ')} ms (worst ${round(worst(ms))}, gate ${gate} ms)`,
  );

/** The next frame painted, as `performance.now()`. */
const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))),
  );

/** Frame intervals while `scroll` runs: the 95th percentile and the longest. */
async function frameTimes(page: Page, scroll: () => Promise<void>) {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean };
    w.__frames = [];
    w.__stop = false;
    let last = performance.now();
    const tick = (now: number) => {
      w.__frames.push(now - last);
      last = now;
      if (!w.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await scroll();
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __stop: boolean };
    w.__stop = true;
    return w.__frames.slice(1);
  });
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    p95: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] ?? 0,
    max: sorted.at(-1) ?? 0,
    count: frames.length,
  };
}

describe('the content list on 10,000 articles', () => {
  it('shows first rows, scrolls and filters within budget (3 runs each)', async () => {
    const { context, page } = await newPage(stack);
    await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
    await page.goto(LIST);
    await signIn(page, 'editor', 'en');
    await tableRows(page).first().waitFor();
    const login = await fetch(`${stack.url}/v1/admin/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: DEMO.editor.email, password: DEMO.editor.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const all = await fetch(`${stack.url}/v1/admin/article?limit=1`, {
      headers: { 'X-Token': token },
    });
    expect(((await all.json()) as { data: { total: number } }).data.total).toBeGreaterThanOrEqual(
      10_000,
    );

    const firstRows: number[] = [];
    const p95s: number[] = [];
    const maxes: number[] = [];
    const filters: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Cold load with the stored session: navigation start to the first frame with rows.
      await page.goto(LIST);
      await tableRows(page).first().waitFor();
      firstRows.push(
        await page.evaluate(
          () =>
            new Promise<number>((r) =>
              requestAnimationFrame(() =>
                r(
                  performance.now() -
                    (performance.getEntriesByType('navigation')[0]?.startTime ?? 0),
                ),
              ),
            ),
        ),
      );
      await page.waitForLoadState('networkidle');

      // Scroll down and back up with the wheel over the rows.
      const box = await tableRows(page).first().boundingBox();
      await page.mouse.move((box?.x ?? 200) + 100, (box?.y ?? 300) + 10);
      const frames = await frameTimes(page, async () => {
        for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 240);
        for (let i = 0; i < 12; i++) await page.mouse.wheel(0, -240);
        await nextFrame(page);
      });
      expect(frames.count).toBeGreaterThan(5);
      p95s.push(frames.p95);
      maxes.push(frames.max);

      // A status filter: the click to the first frame with the filtered rows.
      const tab = run % 2 === 0 ? 'Published' : 'Draft';
      const before = page.url();
      const t0 = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: tab, exact: true }).first().click();
      await page.waitForURL((u) => u.toString() !== before);
      await tableRows(page).first().waitFor();
      await page.waitForLoadState('networkidle');
      filters.push((await nextFrame(page)) - t0);
    }
    line('time to first rows (cold load)', firstRows, GATES.firstRowsMs);
    line('scroll frame time p95', p95s, GATES.frameP95Ms);
    console.log(
      `[perf] content list of 10,000 articles, scroll frame time max: ${maxes.map(round).join(', ')} ms`,
    );
    line('filter change to rows', filters, GATES.filterMs);
    expect(worst(firstRows)).toBeLessThanOrEqual(GATES.firstRowsMs);
    expect(worst(p95s)).toBeLessThanOrEqual(GATES.frameP95Ms);
    expect(worst(filters)).toBeLessThanOrEqual(GATES.filterMs);
    await context.close();
  }, 180_000);
});
