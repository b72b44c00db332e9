import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, tableRows, toasts, type Stack } from './harness';

/**
 * Finance and the dashboard (issue #13, operations §2, §7, §9) against the reference server on
 * the demo data: the order list with its filters, cursor paging and remarks; the statistics with
 * their charts; the dashboard's panels.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4861) });
});
afterAll(() => stack?.stop());

async function signedIn(path: string) {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(path);
  await signIn(page, 'admin', 'en');
  await page.waitForURL((u) => u.pathname === path);
  return { page, context };
}

/** The totals above the order rows: [count, amount text]. */
async function totals(page: Page): Promise<[number, string]> {
  const count = await page
    .locator('dt', { hasText: /^Orders$/ })
    .locator('xpath=following-sibling::dd')
    .textContent();
  const amount = await page
    .locator('dt', { hasText: 'Paid in total' })
    .locator('xpath=following-sibling::dd')
    .textContent();
  return [Number((count ?? '').replace(/,/g, '')), amount ?? ''];
}

const firstOrderNo = async (page: Page) =>
  ((await tableRows(page).first().getByRole('cell').first().textContent()) ?? '').trim();

describe('the order list', () => {
  it('filters by pay channel, pages by anchor and edits a remark in place', async () => {
    const { page, context } = await signedIn('/finance/orders/list');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(20);
    const [allCount, allAmount] = await totals(page);
    expect(allCount).toBeGreaterThan(100);
    expect(allAmount).toMatch(/^¥[\d,]+\.\d\d$/);
    // Completed only by default: every row is COMPLETE.
    expect(await tableRows(page).getByText('UNPAID', { exact: true }).count()).toBe(0);

    // Pay channel by name (§9): the URL carries it, every row paid through it, fewer orders.
    await page.getByRole('combobox', { name: 'Pay channel' }).click();
    await page.getByRole('option', { name: 'Alipay H5' }).click();
    await page.waitForURL((u) => u.searchParams.get('channel') === 'alipay_h5');
    await expect.poll(async () => (await totals(page))[0]).toBeLessThan(allCount);
    await expect
      .poll(async () => {
        const texts = await tableRows(page).allTextContents();
        return texts.length > 0 && texts.every((t) => t.includes('Alipay H5'));
      })
      .toBe(true);
    const [channelCount] = await totals(page);
    expect(channelCount).toBeGreaterThan(20);

    // Cursor paging by anchor: the next page is another set of orders; Previous comes back.
    const first = await firstOrderNo(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((u) => u.searchParams.has('cursor'));
    await expect.poll(() => firstOrderNo(page)).not.toBe(first);
    expect((await totals(page))[0]).toBe(channelCount);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.waitForURL((u) => !u.searchParams.has('cursor'));
    await expect.poll(() => firstOrderNo(page)).toBe(first);

    // The remark, edited in place and saved with its version.
    await page.getByRole('button', { name: `Edit remark of ${first}` }).click();
    const field = page.getByRole('textbox', { name: `Remark of ${first}` });
    await field.fill('Invoice sent by e-mail');
    await field.press('Enter');
    await toasts(page).filter({ hasText: 'save complete' }).waitFor();
    await tableRows(page).first().getByText('Invoice sent by e-mail').waitFor();
    await page.reload();
    await tableRows(page).first().getByText('Invoice sent by e-mail').waitFor();

    // Bad input: over 500 characters shows the limit next to the field and saves nothing.
    await page.getByRole('button', { name: `Edit remark of ${first}` }).click();
    await field.fill('x'.repeat(501));
    await page.getByText('Cannot be longer than 500 characters').waitFor();
    await field.press('Enter');
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    // Leaving with an unsaved remark asks first; Stay keeps the page and the text.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/finance/orders/list');
    expect(await field.inputValue()).toBe('x'.repeat(501));
    await field.press('Escape');
    await tableRows(page).first().getByText('Invoice sent by e-mail').waitFor();
    await context.close();
  });

  it('shows unpaid orders when "completed only" is off', async () => {
    const { page, context } = await signedIn('/finance/orders/list');
    await expect.poll(() => tableRows(page).count()).toBe(20);
    const [completed] = await totals(page);
    await page.getByRole('switch', { name: 'Completed only' }).click();
    await page.waitForURL((u) => u.searchParams.get('all') === '1');
    await expect.poll(async () => (await totals(page))[0]).toBeGreaterThan(completed);
    await context.close();
  });

  it('exports every order of the filters as CSV, not only the page shown', async () => {
    const { page, context } = await signedIn('/finance/orders/list');
    await expect.poll(() => tableRows(page).count()).toBe(20);
    const [allCount] = await totals(page);
    await page.getByRole('combobox', { name: 'Pay channel' }).click();
    await page.getByRole('option', { name: 'Alipay H5' }).click();
    await page.waitForURL((u) => u.searchParams.get('channel') === 'alipay_h5');
    await expect.poll(async () => (await totals(page))[0]).toBeLessThan(allCount);
    const [count] = await totals(page);
    // More orders than one page shows: the export reads them all.
    expect(count).toBeGreaterThan(20);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{8}-\d{4}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // The header and one line per order of the filters (more than the 20 of the page).
    expect(lines[0]).toMatch(/^Order number,User ID,User,Product,Price \(yuan\),Paid \(yuan\)/);
    expect(lines.length - 1).toBe(count);
    expect(lines.slice(1).every((l) => l.includes('Alipay H5'))).toBe(true);
    await toasts(page)
      .filter({ hasText: `${count} orders exported` })
      .first()
      .waitFor();
    await context.close();
  });
});

describe('the order statistics', () => {
  it('draws 30 days, then 2 weeks, with the numbers as a table; lists SKUs without IOS IAP', async () => {
    const { page, context } = await signedIn('/finance/statistics');
    await page.getByRole('heading', { level: 1, name: 'Order statistics' }).waitFor();
    const revenue = page.getByRole('figure', { name: 'Revenue over time (yuan)' });
    await revenue.getByRole('img', { name: /30 points/ }).waitFor();
    expect(await revenue.locator('svg path').count()).toBeGreaterThan(0);
    for (const name of ['Revenue by pay channel', 'Revenue by platform', 'Revenue by SKU']) {
      await page
        .getByRole('figure', { name })
        .getByRole('img', { name: /largest/ })
        .waitFor();
    }
    await page
      .getByRole('status')
      .filter({ hasText: /orders, ¥[\d,]+\.\d\d in these periods/ })
      .waitFor();

    // WEEK: 2 nodes (this week and the last), in the URL; the table shows the same two numbers.
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Week' }).click();
    await page.waitForURL((u) => u.searchParams.get('period') === 'week');
    await revenue.getByRole('img', { name: /2 points/ }).waitFor();
    await revenue.getByRole('button', { name: 'Show as table' }).click();
    await expect.poll(() => revenue.getByRole('row').count()).toBe(3);
    expect(await revenue.getByRole('cell', { name: /^¥[\d,]+\.\d\d$/ }).count()).toBe(2);

    // MONTH: 12 nodes labelled YYYY/MM, the last one this month (GMT+8); the table lists them.
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Month' }).click();
    await page.waitForURL((u) => u.searchParams.get('period') === 'month');
    // The table view (shown since the week step) is a toggle (aria-pressed): on unless it is.
    const showTable = async () => {
      const button = revenue.getByRole('button', { name: 'Show as table' });
      if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    };
    await showTable();
    await expect.poll(() => revenue.getByRole('row').count()).toBe(13);
    const thisMonth = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
    await revenue
      .getByRole('rowheader', { name: thisMonth.replace('-', '/'), exact: true })
      .waitFor();
    expect(await revenue.getByRole('rowheader', { name: /^\d{4}\/\d{2}$/ }).count()).toBe(12);

    // QUARTER: 4 nodes labelled "YYYY Qn".
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Quarter' }).click();
    await page.waitForURL((u) => u.searchParams.get('period') === 'quarter');
    await showTable();
    await expect.poll(() => revenue.getByRole('row').count()).toBe(5);
    expect(await revenue.getByRole('rowheader', { name: /^\d{4} Q[1-4]$/ }).count()).toBe(4);
    expect(await revenue.getByRole('cell', { name: /^¥[\d,]+\.\d\d$/ }).count()).toBe(4);

    // The product list: 10 a page, prices in yuan, nothing sold on IOS IAP.
    const skus = page.getByRole('table', { name: 'Product SKUs' });
    await expect.poll(() => skus.getByRole('row').count()).toBeGreaterThan(1);
    expect(await skus.getByRole('row').count()).toBeLessThanOrEqual(11);
    expect(await skus.getByText('IOS IAP').count()).toBe(0);
    expect(await skus.getByText(/^¥[\d,]+\.\d\d$/).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the product list filters', () => {
  it('narrows the SKUs by track and sale state, both kept in the URL', async () => {
    const { page, context } = await signedIn('/finance/statistics');
    const skus = page.getByRole('table', { name: 'Product SKUs' });
    await expect.poll(() => skus.getByRole('row').count()).toBeGreaterThan(1);

    // Tracked: only the course SKUs (the demo has two, one of them off sale).
    await page.getByRole('combobox', { name: 'Track' }).click();
    await page.getByRole('option', { name: 'course', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('track') === 'course');
    await expect.poll(() => skus.getByRole('row').count()).toBe(3);
    for (const text of (await skus.getByRole('row').allTextContents()).slice(1)) {
      expect(text).toContain('course');
    }

    // With On sale as well: one left; a reload keeps both filters.
    await page.getByRole('combobox', { name: 'Sale' }).click();
    await page.getByRole('option', { name: 'On sale' }).click();
    await page.waitForURL((u) => u.searchParams.get('sale') === 'on');
    await expect.poll(() => skus.getByRole('row').count()).toBe(2);
    await page.reload();
    await expect.poll(() => skus.getByRole('row').count()).toBe(2);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Track' }).textContent())
      .toMatch(/course/);

    // Every track again.
    await page.getByRole('combobox', { name: 'Track' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await page.waitForURL((u) => !u.searchParams.has('track'));
    await expect.poll(() => skus.getByRole('row').count()).toBeGreaterThan(2);
    await context.close();
  });
});
