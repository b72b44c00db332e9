import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, tableRows, toasts, type Stack } from './harness';

/**
 * Sub-sources of a source (issue #15, operations §2 "Edit sub source", designed here) against the
 * reference server on the demo data: a seeded source without sub-sources shows "No sub-sources";
 * two are added, reordered and saved with the source and come back in that order after a reload; a
 * key typed twice is refused before anything is sent; removing them all and saving brings the
 * empty state back. A seeded source with sub-sources shows them in order.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4991) });
});
afterAll(async () => {
  await stack?.stop();
});

async function openSource(keyword: string, name: string) {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', JSON.stringify('en')));
  await page.goto('/content/sources/list');
  await signIn(page, 'admin', 'en');
  await page.waitForURL((u) => u.pathname === '/content/sources/list');
  await page.getByRole('searchbox', { name: 'Keyword' }).fill(keyword);
  await page.waitForURL((u) => u.searchParams.get('k') === keyword);
  await expect.poll(() => tableRows(page).count()).toBe(1);
  await tableRows(page).getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return { page, context };
}

const subKeys = (page: Page) =>
  page
    .getByRole('textbox', { name: /^Sub-source \d+ key/ })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

describe('sub-sources', () => {
  it('shows a seeded source’s sub-sources in order', async () => {
    const { page, context } = await openSource('pbc', '中国人民银行');
    await expect
      .poll(() => subKeys(page))
      .toEqual(['announcements', 'monetary-policy', 'open-market']);
    await context.close();
  });

  it('adds two, reorders, saves, reloads; then removes all, saves and sees the empty state', async () => {
    const { page, context } = await openSource('stats', '国家统计局');
    const sub = page.getByRole('group', { name: 'Sub-sources' });
    await sub.getByText('No sub-sources').waitFor();

    await sub.getByRole('button', { name: 'Add sub-source' }).click();
    await sub.getByRole('textbox', { name: /^Sub-source 1 key/ }).fill('cpi');
    await sub.getByRole('textbox', { name: /^Sub-source 1 name/ }).fill('Consumer prices');
    await sub
      .getByRole('textbox', { name: /^Sub-source 1 URL/ })
      .fill('https://www.example.cn/stats/cpi');
    await sub.getByRole('button', { name: 'Add sub-source' }).click();
    await sub.getByRole('textbox', { name: /^Sub-source 2 key/ }).fill('cpi');
    await sub.getByRole('textbox', { name: /^Sub-source 2 name/ }).fill('Industrial output');

    // The same key twice is refused before anything is sent.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await sub.getByRole('alert').filter({ hasText: 'Each sub-source needs its own key' }).waitFor();
    await sub.getByRole('textbox', { name: /^Sub-source 2 key/ }).fill('industry');

    // The second moves to the top.
    await sub.getByRole('button', { name: 'Move sub-source 2 up' }).click();
    await expect.poll(() => subKeys(page)).toEqual(['industry', 'cpi']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).filter({ hasText: 'saved' }).first().waitFor();

    await page.reload();
    await expect.poll(() => subKeys(page)).toEqual(['industry', 'cpi']);
    expect(await page.getByRole('textbox', { name: /^Sub-source 2 URL/ }).inputValue()).toBe(
      'https://www.example.cn/stats/cpi',
    );

    // Remove both and save: the empty state comes back, and stays after a reload.
    await page.getByRole('button', { name: 'Remove sub-source 2' }).click();
    await page.getByRole('button', { name: 'Remove sub-source 1' }).click();
    await page.getByText('No sub-sources').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).filter({ hasText: 'saved' }).nth(0).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '国家统计局' }).waitFor();
    await page.getByText('No sub-sources').waitFor();
    expect(await subKeys(page)).toEqual([]);
    await context.close();
  });
});
