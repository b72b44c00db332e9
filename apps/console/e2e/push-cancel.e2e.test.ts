import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, startStack, toasts, type Stack } from './harness';

/**
 * Cancelling a sent push (issue #14; operations §2, §4: "Cancel and status calls exist for a sent or
 * scheduled push"; designed here): a push the provider reports sent offers Cancel in the list and
 * the detail; the confirm says it is withdrawn; it becomes cancelled with when, its counters kept.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: 5014 });
});
afterAll(() => stack?.stop());

let token: string | undefined;
async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  if (!token) {
    const login = await fetch(`${stack.url}/v1/admin/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: DEMO.admin.email, password: DEMO.admin.password }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
  }
  const res = await fetch(`${stack.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Token': token },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return ((await res.json()) as { data: never }).data;
}

/** A push sent now over the API, asked about until the provider reports it sent. */
async function sentPush(title: string) {
  const created = (await call('POST', '/v1/admin/push/umeng/broadcast', {
    title,
    body: 'Sent, then recalled.',
    extra: { url: 'https://newsdesk.example/recall' },
  })) as { id: number };
  await expect
    .poll(
      async () =>
        ((await call('GET', `/v1/admin/push/umeng/${created.id}/status`)) as { status: string })
          .status,
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe('sent');
  return created.id;
}

describe('cancelling a sent push', () => {
  it('offers Cancel on a sent push in the list, confirms the recall, and the detail says when', async () => {
    const name = `E2E recall ${Date.now()}`;
    const id = await sentPush(name);
    const { page, context } = await newPage(stack);
    await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
    const path = `/operation/push?k=${encodeURIComponent(name)}`;
    await page.goto(path);
    await signIn(page, 'admin', 'en');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await row.locator('[data-status="sent"]').waitFor();

    // The confirm first, saying what a cancel of a sent push does; keeping it changes nothing.
    await row.getByRole('button', { name: `Cancel push “${name}”` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this push?' });
    await confirm.getByText(/has been sent: it will be withdrawn/).waitFor();
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row.locator('[data-status="sent"]').count()).toBe(1);

    await row.getByRole('button', { name: `Cancel push “${name}”` }).click();
    await confirm.getByRole('button', { name: 'Cancel push' }).click();
    await toasts(page).filter({ hasText: 'Push cancelled' }).first().waitFor();
    await row.locator('[data-status="cancelled"]').waitFor();
    expect(await row.getByRole('button', { name: /^Cancel push/ }).count()).toBe(0);

    // The detail: cancelled, with when, the delivery counters kept, no Cancel left.
    await row.getByRole('link', { name }).click();
    await page.waitForURL((u) => u.pathname === `/operation/push/${id}`);
    await page.locator('[data-status="cancelled"]').waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Cancel push' }).count()).toBe(0);
    const push = (await call('GET', `/v1/admin/push/umeng/${id}/detail`)) as {
      status: string;
      cancelled_at: number | null;
      sent_count: number;
    };
    expect(push.status).toBe('cancelled');
    expect(push.cancelled_at).toBeGreaterThan(0);
    expect(push.sent_count).toBeGreaterThan(0);
    await context.close();
  });

  it('cancels a sent push from its detail page', async () => {
    const name = `E2E recall detail ${Date.now()}`;
    const id = await sentPush(name);
    const { page, context } = await newPage(stack);
    await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
    await page.goto(`/operation/push/${id}`);
    await signIn(page, 'admin', 'en');
    await page.locator('[data-status="sent"]').waitFor();
    await page.getByRole('button', { name: 'Cancel push' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this push?' });
    await confirm.getByRole('button', { name: 'Cancel push' }).click();
    await toasts(page).filter({ hasText: 'Push cancelled' }).first().waitFor();
    await page.locator('[data-status="cancelled"]').waitFor();
    await context.close();
  });
});
