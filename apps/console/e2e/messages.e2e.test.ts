import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, startStack, toasts, type Stack } from './harness';

/**
 * System messages (operations §2 /message, issue #14, #19): the list, a new message with its
 * rules and a content picked in its selection panel, delete and restore, the leave guard and a
 * conflict that keeps what was typed, the delivered messages by notification type, and the
 * normal user's read-only view.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4911) });
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

async function apiToken(who: 'admin' | 'editor' = 'admin') {
  const login = await fetch(`${stack.url}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO[who].email, password: DEMO[who].password }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function saveOverApi(message: Record<string, unknown>) {
  const res = await fetch(`${stack.url}/v1/admin/system-message`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Token': await apiToken() },
    body: JSON.stringify({ message }),
  });
  return ((await res.json()) as { data: { id: number; version: number } }).data;
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

describe('system messages', () => {
  it('creates a message (bad input refused first) with a picked article, finds it, deletes and restores it', async () => {
    const { page, context } = await signedIn('/message/system');
    await heading(page, 'System messages').waitFor();
    await page.getByRole('button', { name: 'New message' }).click();
    await page.waitForURL((u) => u.pathname === '/message/create');
    await heading(page, 'New system message').waitFor();

    // Nothing typed: the required messages at the fields, nothing saved.
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await expect.poll(() => page.getByText('This is a required field').count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/message/create');

    const name = `E2E notice ${Date.now()}`;
    await page.getByRole('textbox', { name: /^Title/ }).fill(name);
    await page.getByRole('combobox', { name: 'Notification type' }).click();
    await page.getByRole('option', { name: 'Follow' }).click();
    await page.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Three new analysts joined the desk.');
    // The editor hands over its HTML after a pause; its word count shows when it has.
    await page.getByText('6 words').waitFor();
    const tiers = page.getByRole('radio', { name: 'Members of tiers' });
    await tiers.click();
    await expect.poll(() => tiers.isChecked()).toBe(true);
    await page.getByRole('combobox', { name: /^Membership tiers/ }).click();
    await page.getByRole('option', { name: 'BlackGold' }).click();
    await page.keyboard.press('Escape');

    // A typed address must be http(s); an article comes from its selection panel.
    await page.getByRole('combobox', { name: 'Link', exact: true }).click();
    await page.getByRole('option', { name: 'Web address' }).click();
    const address = page.getByRole('textbox', { name: /^Link address/ });
    await address.fill('javascript:alert(1)');
    await page.getByText('Error data format').waitFor();
    await page.getByRole('combobox', { name: 'Link', exact: true }).click();
    await page.getByRole('option', { name: 'Article' }).click();
    await page.getByRole('button', { name: 'Choose content' }).click();
    const panel = page.getByRole('dialog', { name: 'Select articles' });
    await panel.getByRole('list', { name: 'Results' }).getByRole('radio').first().check();
    await panel.getByRole('button', { name: 'Select', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => address.inputValue()).toMatch(/^newsdesk:\/\/article\/\d+$/);

    await save.click();
    await toasts(page).filter({ hasText: 'save complete' }).first().waitFor();
    await page.waitForURL((u) => /^\/message\/\d+$/.test(u.pathname));
    await heading(page, 'Edit system message').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(name);
    await page.getByText(/^Delivered \d{4}\/\d{2}\/\d{2}/).waitFor();

    // The list finds it by keyword and type; the URL keeps the filters.
    await page.getByRole('link', { name: 'Back to system messages' }).click();
    await heading(page, 'System messages').waitFor();
    await page.getByRole('searchbox', { name: 'Title or message' }).fill(name);
    await page.waitForURL((u) => u.searchParams.get('k') === name);
    await page.getByRole('combobox', { name: 'Notification type' }).click();
    await page.getByRole('option', { name: 'Follow' }).click();
    await page.waitForURL((u) => u.searchParams.get('type') === 'follow');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await row.waitFor();
    expect(await row.getByText('BlackGold').count()).toBe(1);

    // Delete asks first; then the row offers Restore (as a draft).
    await row.getByRole('button', { name: `Delete “${name}”` }).click();
    const ask = page.getByRole('alertdialog', { name: 'Delete this message?' });
    await ask.getByRole('button', { name: 'Delete' }).click();
    await toasts(page).filter({ hasText: 'deleted' }).first().waitFor();
    await row.locator('[data-state="deleted"]').waitFor();
    await row.getByRole('button', { name: `Restore “${name}” as a draft` }).click();
    await toasts(page).filter({ hasText: 'Restored as a draft' }).first().waitFor();
    await row.locator('[data-state="delivered"]').waitFor();
    await context.close();
  });

  it('asks before leaving unsaved changes; a conflict keeps what was typed', async () => {
    const created = await saveOverApi({
      title: `E2E conflict ${Date.now()}`,
      content: '<p>First</p>',
      audience: { type: 'all' },
      status: 'draft',
    });
    const path = `/message/${created.id}`;
    const { page, context } = await signedIn(path);
    await heading(page, 'Edit system message').waitFor();
    const title = page.getByRole('textbox', { name: /^Title/ });
    await title.fill('Typed here, not saved');

    await page.getByRole('link', { name: 'Back to system messages' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(path);

    // Someone else saves first: ours is refused, what was typed stays until asked.
    await saveOverApi({
      id: created.id,
      version: created.version,
      title: 'Saved elsewhere',
      content: '<p>Second</p>',
      audience: { type: 'all' },
      status: 'draft',
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The notice beside the form (the toast says it too) offers their version.
    const notice = page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Load their version' }) });
    await notice.getByText('This record was changed by someone else').waitFor();
    expect(await title.inputValue()).toBe('Typed here, not saved');
    await notice.getByRole('button', { name: 'Load their version' }).click();
    await expect.poll(() => title.inputValue()).toBe('Saved elsewhere');
    await context.close();
  });

  it('shows the delivered messages by notification type', async () => {
    const name = `E2E like ${Date.now()}`;
    await saveOverApi({
      title: name,
      content: '<p>Your comment got a like.</p>',
      audience: { type: 'all' },
      notification_type: 'like',
    });
    const { page, context } = await signedIn('/message/systemmessage');
    await heading(page, 'Delivered messages').waitFor();
    await page.getByRole('tab', { name: 'Like' }).click();
    await page.waitForURL((u) => u.searchParams.get('type') === 'like');
    const list = page.getByRole('list', { name: 'Delivered messages' });
    await list.getByRole('heading', { name }).waitFor();
    await page.getByText('Your comment got a like.').first().waitFor();
    await page.getByRole('tab', { name: 'Follow' }).click();
    await page.waitForURL((u) => u.searchParams.get('type') === 'follow');
    await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(0);
    await context.close();
  });

  it('shows a normal user the messages without the means to change them', async () => {
    const { page, context } = await signedIn('/message/system', 'editor');
    await heading(page, 'System messages').waitFor();
    await page.getByRole('table').getByRole('link').first().waitFor();
    expect(await page.getByRole('button', { name: 'New message' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await page.getByRole('table').getByRole('link').first().click();
    await heading(page, 'System message').waitFor();
    await page.getByText('Only an admin can change system messages.').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await context.close();
  });
});
