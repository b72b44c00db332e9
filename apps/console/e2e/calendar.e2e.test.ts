import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromChinaParts } from '../../../packages/ui/src/utils/chinaTime';
import { newPage, signIn, startStack, toasts, type Stack } from './harness';

/**
 * Calendar (issue #12, content §2–§5) against the reference server on the demo data, in a browser
 * whose zone is America/New_York (the harness's context): events are shown and entered in China
 * time; create publishes, edit, delete hides the row at once and comes back when the call fails;
 * topics by tab, the FAQ and roadmap editors. (A month of 2,000 events is timed alone, in
 * calendar-month.timed.e2e.test.ts.)
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4931) });
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

const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });
const NOV = fromChinaParts({ year: 2026, month: 11, day: 1 });
const DEC = fromChinaParts({ year: 2026, month: 12, day: 1 });

describe('calendar events', () => {
  it('creates (published) in China time under a New York browser, edits, deletes at once', async () => {
    const to = `/content/events?start=${NOV}&end=${DEC}`;
    const { page, context } = await signedIn(to);
    await page.getByRole('heading', { level: 1, name: 'Calendar events' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '2026/11' }).waitFor();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );

    // Bad input: the spec's messages by the fields, nothing sent.
    await page.getByRole('button', { name: 'New event', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'New event' });
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('CreateCalendarEvent'))
        sent++;
    });
    await drawer.getByRole('button', { name: 'Publish' }).click();
    await drawer.getByText('Please input title').first().waitFor();
    await drawer.getByText('Please input body content').first().waitFor();
    expect(sent).toBe(0);

    // 2026-11-05 07:15 China time is 2026-11-04 18:15 in New York.
    const title = 'E2E event: CPI release';
    await drawer.getByRole('textbox', { name: /^Title/ }).fill(title);
    const time = drawer.getByRole('textbox', { name: /^Time/ });
    await time.fill('2026-11-05 07:15');
    await time.press('Enter');
    await drawer.getByRole('textbox', { name: 'Body', exact: true }).click();
    await page.keyboard.type('Consumer prices for October.');
    await drawer.getByRole('textbox', { name: /^Forecast/ }).fill('2.1%');
    await drawer.getByRole('radio', { name: '3 stars' }).check();
    await drawer.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Published').waitFor();
    await drawer.waitFor({ state: 'detached' });
    expect(sent).toBe(1);

    const day = page.getByRole('cell', { name: /^2026\/11\/05,/ });
    await day.getByRole('button', { name: `07:15 ${title}` }).click();

    // Edit: the form shows the China time, a new title is saved.
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    expect(await edit.getByRole('textbox', { name: /^Time/ }).inputValue()).toBe(
      '2026-11-05 07:15',
    );
    await edit.getByRole('textbox', { name: /^Title/ }).fill(`${title} (edited)`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved').first().waitFor();
    await day.getByRole('button', { name: `07:15 ${title} (edited)` }).waitFor();

    // The list view shows the day and time in China time.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'list');
    const list = page.getByRole('list', { name: /^Events 2026\/11\/01/ });
    const row = list.getByRole('listitem').filter({ hasText: `${title} (edited)` });
    await expect.poll(() => row.textContent()).toContain('2026/11/05 07:15');

    // A failing delete: the row goes at once, then comes back with the reason.
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('DeleteCalendarEvent'))
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [{ message: 'Permission not allowed', extensions: { code: 'FORBIDDEN' } }],
          }),
        });
      else await route.fallback();
    });
    await row.getByRole('button', { name: `Delete ${title} (edited)` }).click();
    await toast(page, /The event was not deleted.*Permission not allowed/).waitFor();
    await row.waitFor();
    await page.unroute('**/graphql');

    // A real delete: the row disappears while the call is still held (at once, not after the
    // answer), and stays gone after a reload.
    // The toasts so far sit over the first rows' buttons: close them first.
    for (let i = 0; i < 10 && (await toasts(page).count()) > 0; i++) {
      // A toast may be leaving on its own as it is clicked: then there is nothing to close.
      await toasts(page)
        .first()
        .getByRole('button')
        .first()
        .click({ timeout: 5_000 })
        .catch(() => {});
    }
    await expect.poll(() => toasts(page).count()).toBe(0);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('DeleteCalendarEvent')) await held;
      await route.fallback();
    });
    await row.getByRole('button', { name: `Delete ${title} (edited)` }).click();
    await row.waitFor({ state: 'detached' });
    release();
    await toast(page, 'Deleted').waitFor();
    await page.unroute('**/graphql');
    await page.reload();
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByText(`${title} (edited)`).count()).toBe(0);
    await context.close();
  });

  it('asks before closing the editor with unsaved changes, and keeps them on Stay', async () => {
    const { page, context } = await signedIn(`/content/events?start=${NOV}&end=${DEC}`);
    await page.getByRole('button', { name: 'New event', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'New event' });
    const title = drawer.getByRole('textbox', { name: /^Title/ });
    await title.fill('E2E event: not saved yet');
    await drawer.getByRole('button', { name: 'Cancel', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await title.inputValue()).toBe('E2E event: not saved yet');
    await drawer.getByRole('button', { name: 'Cancel', exact: true }).click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await drawer.waitFor({ state: 'detached' });
    await context.close();
  });

  it('edits titles in the weekly event list (GMT+8, MON to SUN)', async () => {
    const { page, context } = await signedIn('/content/events?view=week');
    const week = page.getByRole('region', { name: /Events of the week/ });
    await week.getByText('GMT+8').waitFor();
    await expect.poll(() => week.getByRole('listitem').count()).toBeGreaterThan(7);
    const first = week.getByRole('textbox', { name: /^Title of the event at/ }).first();
    await first.fill('E2E renamed weekly event');
    await first.press('Enter');
    await toast(page, 'Saved').first().waitFor();
    await context.close();
  });
});

describe('calendar topics', () => {
  it('lists topics by tab and creates one in the Treasury tab', async () => {
    const { page, context } = await signedIn('/content/events/topic/list');
    await page.getByRole('heading', { level: 1, name: 'Calendar topics' }).waitFor();
    const table = page.getByRole('table', { name: 'Topics: Treasury' });
    await table.getByRole('button', { name: '国债发行' }).waitFor();
    await page.getByRole('tab', { name: 'Roadmap' }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'roadmap');
    await page
      .getByRole('table', { name: 'Topics: Roadmap' })
      .getByRole('button', { name: '财报季路线' })
      .waitFor();

    await page.getByRole('tab', { name: 'Treasury' }).click();
    await page.getByRole('button', { name: 'New topic' }).click();
    const drawer = page.getByRole('dialog', { name: 'New topic' });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Please input title first').first().waitFor();
    await drawer.getByRole('textbox', { name: /^Name/ }).fill('E2E bond auctions');
    await drawer.getByRole('textbox', { name: /^Period/ }).fill('weekly');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved').first().waitFor();
    await page
      .getByRole('table', { name: 'Topics: Treasury' })
      .getByRole('button', { name: 'E2E bond auctions' })
      .waitFor();
    await context.close();
  });

  it('edits a FAQ (title, body, link) and a roadmap tree with the keyboard', async () => {
    const { page, context } = await signedIn('/content/events/topic/list?tab=faq');
    const faqs = page.getByRole('region', { name: 'FAQs' });
    await faqs.getByRole('listitem').first().getByRole('button').click();
    const faq = page.getByRole('dialog', { name: 'Edit FAQ' });
    const firstTitle = faq.getByRole('textbox', { name: /^Title of question 1/ });
    await firstTitle.waitFor();
    await firstTitle.fill('');
    await faq.getByRole('button', { name: 'Save' }).click();
    await faq.getByText('The FAQ title is empty').first().waitFor();
    await firstTitle.fill('E2E: how do I renew?');
    await faq
      .getByRole('textbox', { name: /^Link of question 1/ })
      .fill('https://example.cn/renew');
    await faq.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved').first().waitFor();
    await faq.waitFor({ state: 'detached' });
    await faqs.getByRole('button', { name: 'E2E: how do I renew?' }).waitFor();

    await page.getByRole('tab', { name: 'Roadmap' }).click();
    const roadmaps = page.getByRole('region', { name: 'Roadmaps' });
    await roadmaps.getByRole('button', { name: 'New roadmap' }).click();
    const editor = page.getByRole('dialog', { name: 'New roadmap' });
    const node = editor.getByRole('textbox', { name: /^Node/ });
    await node.first().fill('2027 H1');
    await node.first().press('Enter');
    await page.keyboard.type('Launch');
    await page.keyboard.press('Alt+ArrowRight');
    await editor.getByRole('button', { name: 'Outdent Launch' }).waitFor();
    await editor.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Saved').first().waitFor();
    await roadmaps.getByRole('button', { name: '2027 H1' }).waitFor();
    await context.close();
  });
});
