import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, startStack, toasts, type Stack } from './harness';

/**
 * The dashboard's Send notification is the push form (issue #14; operations §2, §5, §7): the same
 * dialog as the lists, with the new push page's rules, link-by-type selection panels and sending,
 * and the site-wide notification (omni-notification, +08:00) ticked.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: 5012 });
});
afterAll(() => stack?.stop());

const HOUR = 3_600_000;
const GMT8 = 8 * HOUR;

let token: string | undefined;
async function call(path: string) {
  if (!token) {
    const login = await fetch(`${stack.url}/v1/admin/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: DEMO.admin.email, password: DEMO.admin.password }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
  }
  const res = await fetch(`${stack.url}${path}`, { headers: { 'X-Token': token } });
  return ((await res.json()) as { data: never }).data;
}

/** "YYYY-MM-DD HH:mm" in China time. */
const chinaMinute = (ms: number) => {
  const iso = new Date(ms + GMT8).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
};

async function openDialog() {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto('/');
  await signIn(page, 'admin', 'en');
  await page.waitForURL((u) => u.pathname === '/');
  await page.getByRole('button', { name: 'Send notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Push notification' });
  await dialog.waitFor();
  return { page, context, dialog };
}

async function setSendAt(page: Page, ms: number) {
  const at = page.getByRole('textbox', { name: /Send at/ });
  await at.fill(chinaMinute(ms));
  await at.press('Enter');
}

describe('the dashboard’s push dialog', () => {
  it('refuses bad input with the spec messages, picks an article by type and sends the push and the site-wide notice', async () => {
    const { page, context, dialog } = await openDialog();
    const send = dialog.getByRole('button', { name: 'Send push' });

    // The push form's rules and messages.
    await send.click();
    await dialog.getByText('Notification title cannot be empty').waitFor();
    const title = dialog.getByRole('textbox', { name: /Notification title/ });
    await title.fill('x'.repeat(81));
    await dialog.getByText('Notification title cannot be longer than 80 characters').waitFor();
    const name = `E2E dashboard push ${Date.now()}`;
    await title.fill(name);
    await dialog.getByRole('textbox', { name: /^Text/ }).fill('From the dashboard.');
    await setSendAt(page, Date.now() - 2 * HOUR);
    await send.click();
    await dialog.getByText('The notification time cannot be earlier than now').first().waitFor();

    // Link by type: an article is picked through the selection panel, its link derived.
    await dialog.getByRole('combobox', { name: 'Opens' }).click();
    await page.getByRole('option', { name: 'Article' }).click();
    await send.click();
    await dialog.getByText('Choose the content to open').first().waitFor();
    await dialog.getByRole('button', { name: 'Choose content' }).click();
    const panel = page.getByRole('dialog', { name: /Select/ });
    // The panel lists the published articles it offers; the first is taken.
    const results = panel.getByRole('list', { name: 'Results' });
    await results.getByRole('radio').first().waitFor();
    await results.getByRole('radio').first().check();
    await panel.getByRole('button', { name: 'Select', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await expect
      .poll(() => dialog.getByRole('textbox', { name: /^Link/ }).inputValue())
      .toMatch(/^newsdesk:\/\/article\/\d+$/);

    const at = Date.now() + 2 * HOUR;
    await setSendAt(page, at);
    // The site-wide notification is offered, ticked.
    expect(
      await dialog
        .getByRole('checkbox', { name: /Also show as the site-wide notification/ })
        .isChecked(),
    ).toBe(true);
    await send.click();
    await toasts(page).filter({ hasText: 'notification sent' }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The push is in the push list, opening the article; the notice is stored at +08:00.
    const list = (await call(`/v1/admin/push/umeng/list?keyword=${encodeURIComponent(name)}`)) as {
      items: { id: number; title: string; status: string }[];
    };
    expect(list.items.map((p) => p.title)).toEqual([name]);
    const push = (await call(`/v1/admin/push/umeng/${list.items[0]!.id}/detail`)) as {
      status: string;
      extra: { url: string; content_kind?: number; content_id?: number };
    };
    expect(push.status).toBe('scheduled');
    expect(push.extra).toMatchObject({ content_kind: 1 });
    expect(push.extra.url).toBe(`newsdesk://article/${push.extra.content_id}`);
    const kv = (await call('/v1/admin/kv/omni-notification')) as {
      value: Record<string, string>;
    };
    expect(kv.value).toMatchObject({ title: name, body: 'From the dashboard.', url: '' });
    expect(kv.value.publishedAt!.slice(0, 16)).toBe(chinaMinute(at).replace(' ', 'T'));
    expect(kv.value.publishedAt).toMatch(/\+08:00$/);
    await context.close();
  });
});
