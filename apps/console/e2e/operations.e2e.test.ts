import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, signIn, startStack, toasts, type Stack } from './harness';

/**
 * Operations and messages (operations §2–§9): the push list, a new push with its rules, its
 * detail and cancelling it with a confirm.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

async function signedIn(path: string, who: 'admin' | 'editor' = 'admin') {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(path);
  await signIn(page, who, 'en');
  await page.waitForURL((u) => u.pathname === path);
  return { page, context };
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

describe('push notifications', () => {
  it('creates a push (bad input refused first), finds it in the list, cancels it with a confirm', async () => {
    const { page, context } = await signedIn('/operation/push/create');
    await heading(page, 'New push').waitFor();
    const title = page.getByRole('textbox', { name: /Notification title/ });
    const send = page.getByRole('button', { name: 'Send push' });

    // Bad input: the spec's messages at the fields, nothing sent.
    await send.click();
    await page.getByText('Notification title cannot be empty').waitFor();
    await title.fill('x'.repeat(81));
    await page.getByText('Notification title cannot be longer than 80 characters').waitFor();
    expect(new URL(page.url()).pathname).toBe('/operation/push/create');

    const name = `E2E maintenance ${Date.now()}`;
    await title.fill(name);
    await page.getByRole('textbox', { name: /^Text/ }).fill('Read-only from 23:00 to 23:30.');
    await page.getByRole('textbox', { name: /^Link/ }).fill('https://newsdesk.example/notice');
    // A send time an hour ahead (China time), so the push waits and can be cancelled.
    const later = new Date(Date.now() + 8 * 3_600_000 + 3_600_000).toISOString();
    await page
      .getByRole('textbox', { name: /Send at/ })
      .fill(`${later.slice(0, 10)} ${later.slice(11, 16)}`);
    await page.getByRole('textbox', { name: /Send at/ }).press('Enter');
    await page.getByRole('radio', { name: 'iOS' }).check();
    await send.click();

    // Sent: the toast, then the new push's detail.
    await toasts(page).filter({ hasText: 'notification sent' }).first().waitFor();
    await page.waitForURL((u) => /^\/operation\/push\/\d+$/.test(u.pathname));
    await heading(page, 'Push detail').waitFor();
    await page.getByRole('heading', { level: 2, name }).waitFor();
    expect(await page.locator('[data-status="scheduled"]').count()).toBe(1);

    // The list finds it by keyword and platform; the URL keeps the filters.
    await page.getByRole('button', { name: 'Back to pushes' }).click();
    await heading(page, 'Push notifications').waitFor();
    await page.getByRole('searchbox', { name: 'Search title or text' }).fill(name);
    await page.waitForURL((u) => u.searchParams.get('k') === name);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await row.waitFor();
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: `Cancel push “${name}”` }).click();

    // The confirm first: keeping it changes nothing.
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this push?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row.locator('[data-status="scheduled"]').count()).toBe(1);
    await row.getByRole('button', { name: `Cancel push “${name}”` }).click();
    await confirm.getByRole('button', { name: 'Cancel push' }).click();
    await toasts(page).filter({ hasText: 'Push cancelled' }).first().waitFor();
    await row.locator('[data-status="cancelled"]').waitFor();
    expect(await row.getByRole('button', { name: /^Cancel push/ }).count()).toBe(0);

    // The detail says so too, with no Cancel left.
    await row.getByRole('link', { name }).click();
    await page.locator('[data-status="cancelled"]').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel push' }).count()).toBe(0);
    await context.close();
  });

  it('leaving a half-filled new push asks first', async () => {
    const { page, context } = await signedIn('/operation/push/create');
    await page.getByRole('textbox', { name: /Notification title/ }).fill('Draft push');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/operation/push/create');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((u) => u.pathname === '/operation/push');
    await context.close();
  });
});
