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

    // The product list: 10 a page, prices in yuan, nothing sold on IOS IAP.
    const skus = page.getByRole('table', { name: 'Product SKUs' });
    await expect.poll(() => skus.getByRole('row').count()).toBeGreaterThan(1);
    expect(await skus.getByRole('row').count()).toBeLessThanOrEqual(11);
    expect(await skus.getByText('IOS IAP').count()).toBe(0);
    expect(await skus.getByText(/^¥[\d,]+\.\d\d$/).count()).toBeGreaterThan(0);
    await context.close();
  });
});
