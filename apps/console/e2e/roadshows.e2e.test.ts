import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChinaTime } from '../../../packages/ui/src/utils/chinaTime';
import { newPage, signIn, startStack, tableRows, toasts, type Stack } from './harness';

/**
 * Roadshows (issue #11, content §3–§5) against the reference server on the demo data: the list
 * filtered by live progress with its audience and home marks, and the editor's create, edit,
 * status change, leave guard and delete.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4821) });
});
afterAll(() => stack?.stop());

async function signedIn(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(path);
  await signIn(page, 'editor', 'en');
  await page.waitForURL((u) => u.pathname === path);
  return { page, context };
}

const chinaTime = (minutes: number) =>
  formatChinaTime(Date.now() + minutes * 60_000, 'YYYY-MM-DD HH:mm');

const liveFilter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Live progress' }).getByRole('button', { name, exact: true });

describe('the roadshow list', () => {
  it('filters Not start / In progress / Finished in the URL and shows audience and home', async () => {
    const { page, context } = await signedIn('/content/roadshow/list');
    await page.getByRole('heading', { level: 1, name: 'Roadshows' }).waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(20);
    // The demo data has black-gold, meta and normal roadshows, some on the home page.
    const all = (await tableRows(page).allTextContents()).join('\n');
    expect(all).toMatch(/Black gold|Meta|Normal/);
    await expect.poll(() => page.getByText('Home', { exact: true }).count()).toBeGreaterThan(0);

    for (const [label, param, shown] of [
      ['Finished', 'finished', 'Finished'],
      ['Not start', 'not-start', 'Not started'],
    ] as const) {
      await liveFilter(page, label).click();
      await page.waitForURL((u) => u.searchParams.get('live') === param);
      await expect
        .poll(async () => {
          const rows = await tableRows(page).allTextContents();
          return rows.length > 0 && rows.every((r) => r.includes(shown));
        })
        .toBe(true);
    }
    await liveFilter(page, 'All').click();
    await page.waitForURL((u) => !u.searchParams.has('live'));
    await context.close();
  });
});

describe('the roadshow editor', () => {
  it('refuses empty fields, creates, edits, publishes and deletes a roadshow', async () => {
    const { page, context } = await signedIn('/content/roadshow/create');
    await page.getByRole('heading', { level: 1, name: 'New roadshow' }).waitFor();

    // Bad input: the spec's messages next to the fields, nothing saved.
    await page.getByRole('button', { name: 'Save draft' }).click();
    for (const message of [
      'Title cannot be empty',
      'Content cannot be empty',
      'Time cannot be empty',
    ])
      await expect.poll(() => page.getByText(message).first().isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/content/roadshow/create');

    const title = 'E2E roadshow: rates outlook with the desk';
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: 'Content', exact: true }).click();
    await page.keyboard.type('Agenda: rates, growth and questions.');
    await page.getByRole('textbox', { name: /^Speaker/ }).fill('Zhang Min');
    const start = page.getByRole('textbox', { name: /^Start/ });
    await start.fill(chinaTime(24 * 60));
    await start.press('Enter');
    await page.getByRole('radio', { name: 'Black gold' }).check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/content\/roadshow\/\d+$/);
    await expect.poll(() => toasts(page).filter({ hasText: 'saved' }).count()).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 1, name: 'Edit roadshow' }).waitFor();
    await expect
      .poll(() => page.getByText('Draft', { exact: true }).first().isVisible())
      .toBe(true);
    const path = new URL(page.url()).pathname;

    // Edit and save: the change survives a reload.
    await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} (edited)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => toasts(page).filter({ hasText: 'saved' }).count()).toBeGreaterThan(0);
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Title/ }).inputValue())
      .toBe(`${title} (edited)`);
    await expect.poll(() => page.getByRole('radio', { name: 'Black gold' }).isChecked()).toBe(true);

    // Status change through the status call.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect
      .poll(() => page.getByText('Published', { exact: true }).first().isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Convert to draft' }).waitFor();

    // Leaving with unsaved changes asks first; staying keeps them.
    await page.getByRole('textbox', { name: /^Speaker/ }).fill('Li Wei');
    await page.getByRole('link', { name: 'Roadshows', exact: true }).first().click();
    const ask = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(path);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => toasts(page).filter({ hasText: 'saved' }).count()).toBeGreaterThan(0);

    // Delete asks, then goes back to the list, where the roadshow shows as deleted.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this roadshow?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((u) => u.pathname === '/content/roadshow/list');
    await expect.poll(() => toasts(page).filter({ hasText: 'deleted' }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
