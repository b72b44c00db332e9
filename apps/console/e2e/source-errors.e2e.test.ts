import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, type Stack } from './harness';

/**
 * Source and data service failures (issue #19, operations §8): a failure whose message holds
 * `code: 404` shows the Chinese "not found" text 未找到相关数据, not the server's message. The
 * reference server answers a missing data source with 'Data source not found (code: 404)' and a
 * missing chart with 'Chart not found (code: 404)'.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4946) });
});
afterAll(async () => {
  await stack?.stop();
});

async function signedIn(path: string) {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', JSON.stringify('en')));
  await page.goto(path);
  await signIn(page, 'admin', 'en');
  await page.waitForURL((u) => u.pathname === path);
  return { page, context };
}

describe('a data service failure with code: 404', () => {
  it('shows 未找到相关数据 for a missing data source and a missing chart, never the raw message', async () => {
    const { page, context } = await signedIn('/content/data/sources/NO-SUCH-SOURCE');
    await page.getByRole('heading', { level: 1, name: 'Data source' }).waitFor();
    await page.getByText('Data not found', { exact: true }).waitFor();
    await page.getByText('未找到相关数据', { exact: true }).waitFor();
    expect(await page.getByText(/code: 404/).count()).toBe(0);
    await expect(page.getByRole('link', { name: 'Back to the list' }).isVisible()).resolves.toBe(
      true,
    );

    await page.goto('/content/data/charts/no-such-chart');
    await page.getByRole('heading', { level: 1, name: 'Chart designer' }).waitFor();
    await page.getByText('未找到相关数据', { exact: true }).waitFor();
    expect(await page.getByText(/code: 404/).count()).toBe(0);
    await context.close();
  });
});
