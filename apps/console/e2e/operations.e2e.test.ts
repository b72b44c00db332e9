import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, startStack, toasts, type Stack } from './harness';

/**
 * Operations and messages (operations §2–§9): the push list, a new push with its rules, its
 * detail and cancelling it with a confirm.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: 4331 });
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

/** A token of the demo editor, for setting up data over the API. */
async function apiToken() {
  const login = await fetch(`${stack.url}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.editor.email, password: DEMO.editor.password }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
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

  it('links a push to an article picked in the selection panel', async () => {
    const { page, context } = await signedIn('/operation/push/create');
    await heading(page, 'New push').waitFor();
    const link = page.getByRole('textbox', { name: /^Link/ });
    await page.getByRole('combobox', { name: 'Opens' }).click();
    await page.getByRole('option', { name: 'Article' }).click();
    await page.getByRole('button', { name: 'Choose content' }).click();
    const panel = page.getByRole('dialog', { name: 'Select articles' });
    const first = panel.getByRole('list', { name: 'Results' }).getByRole('radio').first();
    await first.check();
    await panel.getByRole('button', { name: 'Select', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    // The link is derived from the pick and cannot be typed.
    await expect.poll(() => link.inputValue()).toMatch(/^newsdesk:\/\/article\/\d+$/);
    expect(await link.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Change content' }).waitFor();
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

describe('key-value entries', () => {
  it('finds an entry by search, edits it in the schema form, refuses invalid JSON and a broken schema, saves', async () => {
    const key = `e2e-banner-${Date.now()}`;
    const created = await fetch(`${stack.url}/v1/admin/kv/${key}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Token': await apiToken() },
      body: JSON.stringify({
        key,
        name: 'E2E banners',
        value: { enabled: true, items: [{ title: 'Spring sale', weight: 10 }] },
        json_schema: {
          title: 'Banners',
          type: 'object',
          fields: [
            { name: 'enabled', title: 'Enabled', type: 'bool' },
            {
              name: 'items',
              title: 'Items',
              type: 'array',
              items: {
                title: 'Banner',
                type: 'object',
                fields: [
                  { name: 'title', title: 'Title', type: 'string' },
                  { name: 'weight', title: 'Weight', type: 'number' },
                ],
              },
            },
          ],
        },
      }),
    });
    expect(created.status).toBe(201);

    const { page, context } = await signedIn('/operation/kv');
    await heading(page, 'Key-value configuration').waitFor();
    await page.getByRole('searchbox', { name: 'Search key or name' }).fill(key);
    await page.waitForURL((u) => u.searchParams.get('k') === key);
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(2);
    await page.getByRole('link', { name: key }).click();
    await heading(page, 'Key-value editor').waitFor();

    // The form: a wrong number is shown at its field; fix it and add a banner.
    const weight = page.getByRole('textbox', { name: 'Weight' });
    await weight.fill('ten');
    await page.getByText('Must be a number').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'Json schema validation failed' }).first().waitFor();
    await weight.fill('12');
    await page.getByRole('button', { name: 'Add Banner' }).click();
    await page.getByRole('textbox', { name: 'Title' }).nth(1).fill('New reports');

    // The raw JSON view shows the same value; bad JSON is refused.
    await page.getByRole('tab', { name: 'JSON' }).click();
    const json = page.getByRole('textbox', { name: 'Value (JSON)' });
    await expect.poll(() => json.textContent()).toContain('New reports');
    // A broken schema is refused with the spec's message, and nothing is saved.
    await page.getByRole('tab', { name: 'Schema' }).click();
    const schema = page.getByRole('textbox', { name: 'JSON schema' });
    await schema.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('{"title": "x", "type": "enum"}');
    await page.getByText('Error,please check the json schema').first().waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'Error,please check the json schema' }).first().waitFor();
    await page.keyboard.press('Control+Z');
    await expect.poll(() => schema.textContent()).toContain('Banners');

    await page.getByRole('tab', { name: 'Form' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await toasts(page).filter({ hasText: 'save complete' }).first().waitFor();
    const saved = await fetch(`${stack.url}/v1/admin/kv/${key}`, {
      headers: { 'X-Token': await apiToken() },
    });
    const body = (await saved.json()) as { data: { value: unknown; version: number } };
    expect(body.data.value).toEqual({
      enabled: true,
      items: [
        { title: 'Spring sale', weight: 12 },
        { title: 'New reports', weight: 0 },
      ],
    });
    expect(body.data.version).toBe(2);
    await context.close();
  });
});
