import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromChinaParts } from '../../../packages/ui/src/utils/chinaTime';
import { graphqlAs, newPage, signIn, startStack, type Stack } from './harness';
import { scaledGate } from './machine';

/**
 * The calendar's month view with 2,000 events (issue #12): loaded through the API, rendered from
 * the cache within 150 ms on the reference machine (scaled to this one's speed, machine.ts), and the
 * list view of the month virtualized. Timed, so it runs in the timed pass, alone: in the parallel
 * pass a CI run measured 173 ms beside a neighbour's test.
 */
const RENDER_GATE_MS = 150;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 5006) });
});
afterAll(() => stack?.stop());

async function signedIn(to: string): Promise<{ context: BrowserContext; page: Page }> {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(to);
  await signIn(page, 'editor', 'en');
  await page.waitForURL((u) => `${u.pathname}${u.search}` === to);
  return { page, context };
}

const NOV = fromChinaParts({ year: 2026, month: 11, day: 1 });
const DEC = fromChinaParts({ year: 2026, month: 12, day: 1 });

describe('calendar month', () => {
  it('renders a month of 2,000 events within budget', async () => {
    const jan = fromChinaParts({ year: 2027, month: 1, day: 1 });
    // The demo seed's recurring events reach about three months past the day it ran, so the 15th
    // may already hold some: the cell counts them with the 65 made here.
    const day15 = fromChinaParts({ year: 2027, month: 1, day: 15 });
    const seeded = await graphqlAs<{ calendar_events: { total_count: number } }>(
      stack,
      'editor',
      'query($s:Timestamp,$e:Timestamp){calendar_events(start_time:$s,end_time:$e,status:[DRAFT,PUBLISHED],first:0){total_count}}',
      { s: day15, e: day15 + 86_400_000 },
    );
    for (let batch = 0; batch < 4; batch++) {
      const events = Array.from({ length: 500 }, (_, i) => {
        const n = batch * 500 + i;
        return {
          title: `Load event ${n}`,
          body: '<p>load</p>',
          display_time: jan + (n % 31) * 86_400_000 + ((n * 7) % 24) * 3_600_000,
          importance: ['LOW', 'MEDIUM', 'HIGH'][n % 3],
        };
      });
      await graphqlAs(
        stack,
        'editor',
        'mutation($events:[CalendarEventInput!]!){createCalendarEvents(events:$events){id}}',
        { events },
      );
    }
    const { page, context } = await signedIn(`/content/events?start=${NOV}&end=${DEC}`);
    await page.getByRole('heading', { level: 2, name: '2026/11' }).waitFor();
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(String(jan)),
    );
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await answered;
    const loadStarted = await page.evaluate(() => performance.now());
    const expected = 65 + seeded.calendar_events.total_count;
    await page.getByRole('cell', { name: `2027/01/15, ${expected} events` }).waitFor();
    const loaded = (await page.evaluate(() => performance.now())) - loadStarted;

    // The list view of the month is virtualized: far fewer rows in the DOM than events.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    const list = page.getByRole('list', { name: /^Events 2027\/01\/01/ });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBeLessThan(100);

    // The month view's own render (data in the cache): from the click to the grid painted.
    const render = await page.evaluate(async () => {
      const month = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Month',
      )!;
      const t0 = performance.now();
      month.click();
      await new Promise<void>((resolve) => {
        const check = () =>
          document.querySelector('td[aria-label^="2027/01/15"]')
            ? requestAnimationFrame(() => resolve())
            : requestAnimationFrame(check);
        check();
      });
      return performance.now() - t0;
    });
    const gate = await scaledGate(stack.browser, RENDER_GATE_MS);
    console.info(
      `[perf] 2,000 events in a month: month view rendered in ${render.toFixed(0)} ms (data cached; ` +
        `${gate.says}); ${loaded.toFixed(0)} ms from the answer's arrival to the grid (parse, ` +
        `Apollo cache, render)`,
    );
    expect(render).toBeLessThan(gate.gate);
    await context.close();
  });
});
