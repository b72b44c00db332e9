import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, tableRows, toasts, type Stack } from './harness';

/**
 * The desk screens designed here (issue #12, #19) against the reference server on the demo data:
 * the Wall Street articles beside the flash news, viewpoints, managed assets and the daily report.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4721) });
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

describe('the desk', () => {
  it('lists, searches and edits the Wall Street articles beside the flash news', async () => {
    const { page, context } = await signedIn('/content/wallstreet/live');
    await page.getByRole('heading', { level: 1, name: 'Wall Street news' }).waitFor();
    await page.getByRole('tab', { name: 'Wall Street articles' }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'articles');
    // The flash news rows leave and the articles' arrive: wait on the count, not on a first row.
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);

    await page.getByRole('searchbox', { name: 'Search Wall Street articles' }).fill('no-such-xyz');
    await page
      .getByRole('search', { name: 'Search Wall Street articles' })
      .getByRole('button', { name: 'Search' })
      .click();
    await page.getByText('search content empty').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('articles');

    await page.goto('/content/wallstreet/live?tab=articles');
    const first = tableRows(page).first();
    await first.waitFor();
    await first.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Wall Street article' });
    const title = dialog.getByRole('textbox', { name: /^Title/ });
    await title.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please input title').first().waitFor();
    await title.fill('E2E 华尔街见闻：美股收高');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('E2E 华尔街见闻：美股收高').waitFor();
    await context.close();
  });

  it('creates, finds and deletes a viewpoint', async () => {
    const { page, context } = await signedIn('/content/viewpoint');
    await page.getByRole('heading', { level: 1, name: 'Viewpoints' }).waitFor();
    await tableRows(page).first().waitFor();
    await page.getByRole('button', { name: 'New viewpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'New viewpoint' });
    const before = await tableRows(page).count();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please input title').first().waitFor();
    await dialog.getByText('Please input body content').first().waitFor();
    // Nothing was sent: the list is as it was.
    expect(await tableRows(page).count()).toBe(before);

    await dialog.getByRole('textbox', { name: /^Author/ }).fill('E2E 分析师');
    await dialog.getByRole('textbox', { name: /^Title/ }).fill('E2E viewpoint: gold stays firm');
    await dialog.getByRole('textbox', { name: 'Body', exact: true }).click();
    await page.keyboard.type('Real rates are falling.');
    const symbols = dialog.getByRole('textbox', { name: /Related symbols/ });
    await symbols.fill('XAUUSD');
    await symbols.press('Enter');
    await dialog.getByRole('radio', { name: 'Publish' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Symbol' }).fill('XAUUSD');
    await page
      .getByRole('search', { name: 'Search viewpoints' })
      .getByRole('button', { name: 'Search' })
      .click();
    await page.waitForURL((u) => u.searchParams.get('symbol') === 'XAUUSD');
    const row = tableRows(page).filter({ hasText: 'E2E viewpoint: gold stays firm' });
    await row.waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(1);
    await row.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Deleted').first().waitFor();
    await page.getByText('search content empty').waitFor();
    await context.close();
  });

  it('creates an asset, refuses a repeated code and deletes it', async () => {
    const { page, context } = await signedIn('/content/asset/management');
    await page.getByRole('heading', { level: 1, name: 'Asset management' }).waitFor();
    await tableRows(page).first().waitFor();

    const create = async (code: string) => {
      await page.getByRole('button', { name: 'New asset' }).click();
      const dialog = page.getByRole('dialog', { name: 'New asset' });
      await dialog.getByRole('textbox', { name: /^Name/ }).fill('E2E 资产');
      await dialog.getByRole('textbox', { name: /^Code/ }).fill(code);
      await dialog.getByRole('combobox', { name: /^Market/ }).click();
      await page.getByRole('option', { name: 'Shanghai' }).click();
      await dialog.getByRole('combobox', { name: /^Kind/ }).click();
      await page.getByRole('option', { name: 'Stock' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      return dialog;
    };
    // 600519 on Shanghai is in the demo data.
    const repeated = await create('600519');
    // The toast region is behind the open dialog (inert): read the text itself.
    await page.getByText('Repeat Asset').first().waitFor();
    await repeated.getByRole('textbox', { name: /^Code/ }).fill('E2E001');
    await repeated.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'saved').first().waitFor();
    await repeated.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search assets' }).fill('E2E001');
    await page
      .getByRole('search', { name: 'Search assets' })
      .getByRole('button', { name: 'Search' })
      .click();
    const row = tableRows(page).filter({ hasText: 'E2E001' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete E2E 资产' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Deleted').first().waitFor();
    await page.getByText('search content empty').waitFor();
    await context.close();
  });

  it("reorders and saves yesterday's daily report", async () => {
    const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const { page, context } = await signedIn(`/content/daily/report?day=${yesterday}`);
    await page.getByRole('heading', { level: 1, name: 'Daily report' }).waitFor();
    const list = page.getByRole('list', { name: 'Top content of the day' });
    await list.getByRole('listitem').first().waitFor();
    await page.getByText(/^Saved report \(\d+ items\)$/).waitFor();
    const second = list.getByRole('listitem').nth(1);
    const title = (await second.getAttribute('aria-label'))!.replace(/^No\. 2: /, '');
    await second.getByRole('button', { name: /^Move .* up$/ }).click();
    await expect
      .poll(() => list.getByRole('listitem').first().getAttribute('aria-label'))
      .toBe(`No. 1: ${title}`);
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save the report' }).click();
    await toast(page, 'saved').first().waitFor();
    await page.getByText(/^Saved report/).waitFor();

    await page.reload();
    await expect
      .poll(() => list.getByRole('listitem').first().getAttribute('aria-label'))
      .toBe(`No. 1: ${title}`);
    await context.close();
  });
});
