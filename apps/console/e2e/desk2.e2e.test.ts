import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, startStack, tableRows, toasts, type Stack } from './harness';

/**
 * The editorial desk (issue #12, second part) against the reference server on the demo data:
 * the flash news feed at /content/wallstreet/live (search, status filter, edit with the spec's
 * validation, new items appearing without a reload).
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: Number(process.env.E2E_PORT ?? 4941) });
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

async function apiToken() {
  const login = await fetch(`${stack.url}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.editor.email, password: DEMO.editor.password }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const token = await apiToken();
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Token': token },
    body: JSON.stringify({ query, variables }),
  });
  return ((await res.json()) as { data: T }).data;
}

const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });

describe('flash news', () => {
  it('lists, searches, filters and edits flash news with the spec validation', async () => {
    const { page, context } = await signedIn('/content/wallstreet/live');
    await page.getByRole('heading', { level: 1, name: 'Wall Street news' }).waitFor();
    await tableRows(page).first().waitFor();
    expect(await tableRows(page).count()).toBe(20);

    // The deleted ones (deleted at the source) through the status filter, in the URL.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Deleted' }).click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'deleted');
    await tableRows(page).first().getByText('Deleted at the source').first().waitFor();

    // A keyword nothing matches: the empty search state.
    await page.getByRole('searchbox', { name: 'Search flash news' }).fill('no-such-flash-xyz');
    await page
      .getByRole('search', { name: 'Search flash news' })
      .getByRole('button', { name: 'Search' })
      .click();
    await page.getByText('search content empty').waitFor();

    // Edit the newest published item.
    await page.goto('/content/wallstreet/live?status=published');
    const first = tableRows(page).first();
    await first.waitFor();
    await first.getByRole('button', { name: /^Edit flash news/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit flash news' });
    const content = dialog.getByRole('textbox', { name: /^Content/ });
    await content.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Content cannot be empty').first().waitFor();
    await content.fill('<p>E2E 快讯：央行今日开展逆回购操作。</p>');
    await dialog.getByRole('textbox', { name: /Score/ }).fill('-2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('score must be 0 or more').first().waitFor();
    await dialog.getByRole('textbox', { name: /Score/ }).fill('3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await tableRows(page).first().getByText('E2E 快讯：央行今日开展逆回购操作。').waitFor();
    await context.close();
  });

  it('shows new flash news without a reload', async () => {
    const { page, context } = await signedIn('/content/wallstreet/live');
    await tableRows(page).first().waitFor();
    // An item far down the feed gets a display time after every other: it is "new" on page 1.
    const { wscn_lives } = await graphql<{
      wscn_lives: { nodes: { id: string; version: number }[] };
    }>(
      'query($o:Int){ wscn_lives(first: 1, offset: $o, status: [PUBLISHED]) { nodes { id version } } }',
      { o: 200 },
    );
    const item = wscn_lives.nodes[0]!;
    await graphql(
      'mutation($id:ID!,$v:Int!,$i:WscnLivePatch!){ updateWscnLive(id:$id, version:$v, input:$i){ id } }',
      {
        id: item.id,
        v: item.version,
        i: { content: '<p>E2E 新快讯到达</p>', display_time: Date.now() + 60_000 },
      },
    );
    // The first page is asked again every 10 s: no reload, the item shows up marked New.
    const row = tableRows(page).filter({ hasText: 'E2E 新快讯到达' });
    await row.waitFor({ timeout: 20_000 });
    await row.getByText('New', { exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: '1 new flash news arrived' }).waitFor();
    await context.close();
  });
});

describe('tag channels', () => {
  it('adds content to a channel through the selection panels and takes it out', async () => {
    // A fresh published tag: its channels start empty.
    const second = stack.url.replace(/:(\d+)$/, (_, p: string) => `:${Number(p) + 1}`);
    const created = await fetch(`${second}/tag`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Token': await apiToken() },
      body: JSON.stringify({ name: 'E2E Channel tag' }),
    });
    const tag = ((await created.json()) as { data: { id: number } }).data;
    const { page, context } = await signedIn(`/content/tags/${tag.id}?group=6`);
    await page.getByRole('heading', { level: 1, name: 'E2E Channel tag' }).waitFor();
    await page.getByText('No content in this channel').waitFor();

    // A document channel files by year: without one, nothing is added.
    const bar = page.getByRole('group', { name: 'Add content to a channel' });
    await bar.getByRole('combobox', { name: 'Add to channel' }).click();
    await page.getByRole('option', { name: 'Company documents' }).click();
    await bar.getByRole('button', { name: 'Add content' }).click();
    await page.getByRole('menuitem', { name: 'Article' }).click();
    let panel = page.getByRole('dialog', { name: 'Select articles' });
    await panel.getByRole('checkbox').first().click();
    await panel.getByRole('button', { name: 'Select', exact: true }).click();
    await bar.getByText('Please input year first').waitFor();

    // Research articles (the channel of the list): two articles picked, both listed.
    await bar.getByRole('combobox', { name: 'Add to channel' }).click();
    await page.getByRole('option', { name: 'Research articles' }).click();
    await bar.getByRole('button', { name: 'Add content' }).click();
    await page.getByRole('menuitem', { name: 'Article' }).click();
    panel = page.getByRole('dialog', { name: 'Select articles' });
    const boxes = panel.getByRole('checkbox');
    await boxes.nth(1).waitFor();
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await panel.getByRole('button', { name: 'Select', exact: true }).click();
    await toast(page, '2 added to the channel').first().waitFor();
    await page.getByText('2 items').waitFor();
    expect(await tableRows(page).count()).toBe(2);

    // Taken out of the channel after the confirm.
    const first = tableRows(page).first();
    const title = (await first.getByRole('link').first().textContent()) ?? '';
    expect(title.length).toBeGreaterThan(0);
    await first.getByRole('button', { name: `Remove ${title} from the channel` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Removed from the channel').first().waitFor();
    await page.getByText('1 item').waitFor();
    await context.close();
  });
});
