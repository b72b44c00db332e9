import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, startStack, toasts, type Stack } from './harness';

/**
 * The rules of a new push (operations §5) on /operation/push/create, against the reference server:
 * a time in the past, a time before the linked content's publish time, content that is not
 * published, and the site-wide notification (omni-notification) stored with a +08:00 time.
 */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ port: 4966 });
});
afterAll(() => stack?.stop());

const HOUR = 3_600_000;
const GMT8 = 8 * HOUR;

async function signedIn(path: string) {
  const { page, context } = await newPage(stack);
  await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  await page.goto(path);
  await signIn(page, 'admin', 'en');
  await page.waitForURL((u) => u.pathname === path);
  return { page, context };
}

let token: string | undefined;
async function apiToken() {
  if (token) return token;
  const login = await fetch(`${stack.url}/v1/admin/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO.admin.email, password: DEMO.admin.password }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  return token;
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${stack.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Token': await apiToken() },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; message: string; data: never },
  };
}

/** How many pushes have this title (the list's keyword search). */
async function pushesTitled(title: string) {
  const res = await call('GET', `/v1/admin/push/umeng/list?keyword=${encodeURIComponent(title)}`);
  return (res.body.data as { items: { title: string }[] }).items.filter((p) => p.title === title)
    .length;
}

/**
 * A video set up over the API: a published demo video (its episodes are uploaded) saved again
 * under a unique title, posted with the given display time, or saved as a draft.
 */
let videosUsed = 0;
async function makeVideo(title: string, action: 'post' | 'draft', displayTime: number) {
  const list = await call('GET', '/v1/admin/video/list?status=published&size=20');
  const pick = (list.body.data as { items: { id: number }[] }).items[videosUsed++]!;
  const current = (await call('GET', `/v1/admin/video/${pick.id}`)).body.data as {
    id: number;
    version: number;
    episodes: {
      id: number;
      name: string;
      key: string;
      upload_status: number;
      thumbnails: string[];
    }[];
  };
  const res = await call('POST', '/v1/admin/video/?type=v2', {
    id: current.id,
    version: current.version,
    action,
    title,
    display_time: displayTime,
    episodes: current.episodes.map((e) => ({
      id: e.id,
      name: e.name,
      key: e.key,
      upload_status: e.upload_status,
      thumbnails: e.thumbnails,
    })),
    schedule: { open: false },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; status: string; display_time: number };
}

/** "YYYY-MM-DD HH:mm" in China time. */
const chinaMinute = (ms: number) => {
  const iso = new Date(ms + GMT8).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
};

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

async function fillBasics(page: Page, title: string) {
  await heading(page, 'New push').waitFor();
  await page.getByRole('textbox', { name: /Notification title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Text/ }).fill('Push rules e2e.');
}

async function setSendAt(page: Page, ms: number) {
  const at = page.getByRole('textbox', { name: /Send at/ });
  await at.fill(chinaMinute(ms));
  await at.press('Enter');
}

/** Picks the video titled `title` through the selection panel. */
async function pickVideo(page: Page, title: string) {
  await page.getByRole('combobox', { name: 'Opens' }).click();
  await page.getByRole('option', { name: 'Video' }).click();
  await page.getByRole('button', { name: 'Choose content' }).click();
  const panel = page.getByRole('dialog', { name: /Select/ });
  await panel.getByRole('searchbox').fill(title);
  const results = panel.getByRole('list', { name: 'Results' });
  await expect.poll(() => results.getByRole('radio').count()).toBe(1);
  await results.getByRole('radio').first().check();
  await panel.getByRole('button', { name: 'Select', exact: true }).click();
  await panel.waitFor({ state: 'detached' });
  await expect
    .poll(() => page.getByRole('textbox', { name: /^Link/ }).inputValue())
    .toMatch(/^newsdesk:\/\/video\/\d+$/);
}

describe('push rules', () => {
  it('a send time in the past is refused at its field and nothing is sent', async () => {
    const { page, context } = await signedIn('/operation/push/create');
    const name = `E2E past ${Date.now()}`;
    await fillBasics(page, name);
    await page.getByRole('textbox', { name: /^Link/ }).fill('https://newsdesk.example/past');
    await setSendAt(page, Date.now() - 2 * HOUR);
    await page.getByRole('button', { name: 'Send push' }).click();
    await page.getByText('The notification time cannot be earlier than now').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/operation/push/create');
    expect(await pushesTitled(name)).toBe(0);

    // The server refuses it too, whatever the form does.
    const res = await call('POST', '/v1/admin/push/umeng/broadcast', {
      title: name,
      body: 'x',
      start_time: Date.now() - 2 * HOUR,
      extra: { url: 'https://newsdesk.example/past' },
    });
    expect(res.body).toMatchObject({
      code: 40001,
      message: 'The notification time cannot be earlier than now',
    });
    expect(await pushesTitled(name)).toBe(0);
    await context.close();
  });

  it('a time before the linked content is published is refused; after it, the push is sent', async () => {
    const publishAt = Date.now() + 3 * HOUR;
    const videoTitle = `E2E rules video ${Date.now()}`;
    const video = await makeVideo(videoTitle, 'post', publishAt);
    expect(video).toMatchObject({ status: 'published', display_time: publishAt });

    const { page, context } = await signedIn('/operation/push/create');
    const name = `E2E before publish ${Date.now()}`;
    await fillBasics(page, name);
    await pickVideo(page, videoTitle);
    const message = page.getByText(
      'The notification time cannot be earlier than the content’s publish time',
    );
    // Now (no time) and an hour ahead are both before the publish time.
    await page.getByRole('button', { name: 'Send push' }).click();
    await message.first().waitFor();
    await setSendAt(page, Date.now() + HOUR);
    await page.getByRole('button', { name: 'Send push' }).click();
    await message.first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/operation/push/create');
    expect(await pushesTitled(name)).toBe(0);

    // The server refuses it too.
    const refused = await call('POST', '/v1/admin/push/umeng/broadcast', {
      title: name,
      body: 'x',
      start_time: Date.now() + HOUR,
      extra: { url: `newsdesk://video/${video.id}`, content_kind: 3, content_id: video.id },
    });
    expect(refused.body.message).toBe(
      "The notification time cannot be earlier than the content's publish time",
    );

    // A time after the publish time is accepted.
    await setSendAt(page, publishAt + 2 * 60_000);
    await expect.poll(() => message.count()).toBe(0);
    await page.getByRole('button', { name: 'Send push' }).click();
    await toasts(page).filter({ hasText: 'notification sent' }).first().waitFor();
    await page.waitForURL((u) => /^\/operation\/push\/\d+$/.test(u.pathname));
    expect(await pushesTitled(name)).toBe(1);
    await context.close();
  });

  it('content that is not published cannot be pushed: the spec messages, nothing sent', async () => {
    const videoTitle = `E2E draft video ${Date.now()}`;
    const video = await makeVideo(videoTitle, 'draft', Date.now() - HOUR);
    expect(video.status).toBe('draft');

    const { page, context } = await signedIn('/operation/push/create');
    const name = `E2E unpublished ${Date.now()}`;
    await fillBasics(page, name);
    await pickVideo(page, videoTitle);
    await page.getByRole('button', { name: 'Send push' }).click();
    await page.getByText('This content has not published').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/operation/push/create');
    expect(await pushesTitled(name)).toBe(0);

    // An unpublished article: the server answers with the spec's message, and stores nothing.
    const drafts = await call('GET', '/v1/admin/article?status=draft&limit=1');
    const draft = (drafts.body.data as { items: { id: number; status: number }[] }).items[0]!;
    const refused = await call('POST', '/v1/admin/push/umeng/broadcast', {
      title: name,
      body: 'x',
      extra: { url: `newsdesk://article/${draft.id}`, content_kind: 1, content_id: draft.id },
    });
    expect(refused.body.message).toBe('Please publish this article first.');
    expect(await pushesTitled(name)).toBe(0);
    await context.close();
  });

  it('the site-wide notification is stored with its time in China time (+08:00)', async () => {
    const { page, context } = await signedIn('/operation/push/create');
    const name = `E2E site-wide ${Date.now()}`;
    await fillBasics(page, name);
    await page.getByRole('textbox', { name: /^Link/ }).fill('https://newsdesk.example/notice');
    const at = Date.now() + 2 * HOUR;
    await setSendAt(page, at);
    await page.getByRole('checkbox', { name: /Also show as the site-wide notification/ }).check();
    await page.getByRole('button', { name: 'Send push' }).click();
    await toasts(page).filter({ hasText: 'notification sent' }).first().waitFor();
    await page.waitForURL((u) => /^\/operation\/push\/\d+$/.test(u.pathname));

    const kv = await call('GET', '/v1/admin/kv/omni-notification');
    const value = (kv.body.data as { value: Record<string, string> }).value;
    expect(value).toMatchObject({
      title: name,
      body: 'Push rules e2e.',
      url: 'https://newsdesk.example/notice',
    });
    expect(value.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    // The minute chosen (China time) is the stored wall time.
    expect(value.publishedAt!.slice(0, 16)).toBe(chinaMinute(at).replace(' ', 'T'));
    expect(Date.parse(value.publishedAt!)).toBe(Math.floor(at / 60_000) * 60_000);
    await context.close();
  });
});
