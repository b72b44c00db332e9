import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, toasts, type Stack } from './harness';

/**
 * Calendars, their config, event templates and the event list (issue #12; calls designed here)
 * against the reference server on the demo data, in a browser whose zone is America/New_York:
 * template times and the event list are in China time whatever the browser's zone.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4711) });
});
afterAll(() => stack?.stop());

async function signedIn(
  to: string,
  who: 'admin' | 'editor',
): Promise<{ context: BrowserContext; page: Page }> {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(to);
  await signIn(page, who, 'en');
  await page.waitForURL((u) => `${u.pathname}${u.search}` === to);
  return { page, context };
}

const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });

/** Counts the GraphQL calls of an operation the page sends from now on. */
function countCalls(page: Page, operation: string) {
  const counter = { n: 0 };
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes(`"${operation}"`))
      counter.n++;
  });
  return counter;
}

describe('calendars and event templates', () => {
  it('lists and searches calendars, creates one (bad input sends nothing), makes a week of events from a template', async () => {
    const { page, context } = await signedIn('/content/calendar/list', 'admin');
    await page.getByRole('heading', { level: 1, name: 'Calendars' }).waitFor();
    const table = page.getByRole('table', { name: 'Calendars' });
    await table.getByRole('button', { name: '美国经济数据', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search calendars' }).fill('央行');
    await page.getByRole('searchbox', { name: 'Search calendars' }).press('Enter');
    await page.waitForURL(/k=/);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);

    // A new calendar: the name is required; nothing is sent until it is given.
    await page.getByRole('button', { name: 'New calendar' }).click();
    await page.waitForURL((u) => u.pathname === '/content/calendar' && u.search === '');
    const created = countCalls(page, 'CreateCalendar');
    const form = page.getByRole('form', { name: 'New calendar' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please input title first').first().waitFor();
    expect(created.n).toBe(0);
    const name = `E2E calendar ${Date.now()}`;
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByRole('textbox', { name: /^Order/ }).fill('7');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved').first().waitFor();
    await page.waitForURL((u) => u.pathname === '/content/calendar/list');
    expect(created.n).toBe(1);

    // Its templates: a new one, then a week of events from it (China dates).
    await page.getByRole('searchbox', { name: 'Search calendars' }).fill(name);
    await page.getByRole('searchbox', { name: 'Search calendars' }).press('Enter');
    await page.getByRole('button', { name: `0 templates of ${name}` }).click();
    await page.waitForURL(/\/content\/calendar\/\d+$/);
    const calendarId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: `Event templates of ${name}` }).waitFor();
    const template = page.getByRole('form', { name: 'New template' });
    await template.getByRole('button', { name: 'Save' }).click();
    await template.getByText('Please input title').first().waitFor();
    await template.getByText('Please input body content').first().waitFor();
    await template.getByRole('textbox', { name: /^Title pattern/ }).fill('E2E PPI {month}/{day}');
    await template.getByRole('textbox', { name: /^Event/ }).fill('PPI YoY');
    const time = template.getByRole('textbox', { name: /^Time \(China time/ });
    await time.fill('25:61');
    await template.getByRole('button', { name: 'Save' }).click();
    await template.getByText('Please input a time as HH:mm').first().waitFor();
    await time.fill('07:15');
    await template.getByRole('textbox', { name: 'Body template', exact: true }).click();
    await page.keyboard.type('Producer prices.');
    await template.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved').first().waitFor();
    await page.waitForURL(/template=\d+/);
    await page.getByRole('link', { name: /E2E PPI \{month\}\/\{day\}/ }).waitFor();

    const run = page.getByRole('form', { name: 'Create events from this template' });
    const dates = run.getByRole('textbox');
    await dates.nth(0).fill('2026-12-07');
    await dates.nth(1).fill('2026-12-13');
    await dates.nth(1).press('Tab');
    await run.getByRole('button', { name: 'Create events' }).click();
    await toast(page, '5 events created, 0 days already had one').waitFor();

    // The event list of that calendar: 07:15 China time whatever the browser's zone.
    await page.goto(`/content/calendar/event/list?calendar=${calendarId}`);
    const events = page.getByRole('table', { name: 'Calendar events' });
    await events.getByRole('button', { name: 'E2E PPI 12/07' }).waitFor();
    await expect.poll(() => events.getByRole('row').count()).toBe(6);
    await events.getByText('2026/12/07 07:15').waitFor();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    await page.getByRole('searchbox', { name: 'Keyword' }).fill('12/11');
    await page.getByRole('searchbox', { name: 'Keyword' }).press('Enter');
    await page.waitForURL(/k=12%2F11/);
    await expect.poll(() => events.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL((u) => u.search === '');
    await context.close();
  });

  it('shows a Normal User the config read only, without New calendar', async () => {
    const { page, context } = await signedIn('/content/calendar/list', 'editor');
    const table = page.getByRole('table', { name: 'Calendars' });
    await table.getByRole('button', { name: '央行议息', exact: true }).click();
    await page.waitForURL(/\/content\/calendar\?id=\d+/);
    await page.getByRole('heading', { level: 1, name: '央行议息' }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^Name/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.goto('/content/calendar/list');
    await table.getByRole('button', { name: '央行议息', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'New calendar' }).count()).toBe(0);
    await context.close();
  });
});
