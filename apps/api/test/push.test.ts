import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let editor: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

async function article(publish: boolean) {
  const res = await server.call('POST', '/v1/admin/article', {
    token: editor,
    body: { title: 'Article for a push notification', body: '<p>Body</p>', publish },
  });
  return res.body.data as { id: number; version: number; display_time: number };
}

const push = (over: Record<string, unknown> = {}, token = admin) =>
  server.call('POST', '/v1/admin/push/umeng/broadcast', {
    token,
    body: {
      title: 'LPR unchanged',
      body: 'Read the analysis.',
      extra: { url: 'newsdesk://article/1' },
      ...over,
    },
  });

describe('push', () => {
  it('refuses what the spec refuses, writing nothing', async () => {
    const draft = await article(false);
    const unpublished = await push({
      extra: { url: `newsdesk://article/${draft.id}`, content_kind: 1, content_id: draft.id },
    });
    expect(unpublished.body).toMatchObject({
      status: 1,
      code: 40022,
      message: 'Please publish this article first.',
    });
    const past = await push({ start_time: server.clock.now - HOUR });
    expect(past.body).toMatchObject({
      code: 40001,
      message: 'The notification time cannot be earlier than now',
    });
    const long = await push({ title: 'x'.repeat(81) });
    expect(long.body.message).toBe('Notification title cannot be longer than 80 characters');
    const empty = await push({ title: '  ' });
    expect(empty.body.message).toBe('Notification title cannot be empty');
    const missing = await push({
      extra: { url: 'newsdesk://article/999999', content_kind: 1, content_id: 999999 },
    });
    expect(missing.body.code).toBe(40004);
    const byEditor = await push({}, editor);
    expect(byEditor.body).toMatchObject({ code: 40003, message: 'Permission not allowed' });
    const list = await server.call('GET', '/v1/admin/push/umeng/list', { token: editor });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses a time before the content publish time', async () => {
    const scheduled = await server.call('POST', '/v1/admin/article', {
      token: editor,
      body: {
        title: 'Article published later on',
        body: '<p>Body</p>',
        publish: true,
        display_time: server.clock.now + 2 * HOUR,
      },
    });
    const early = await push({
      start_time: server.clock.now + HOUR,
      extra: { url: 'newsdesk://article/x', content_kind: 1, content_id: scheduled.body.data.id },
    });
    expect(early.body.message).toBe(
      "The notification time cannot be earlier than the content's publish time",
    );
  });

  it('cancels a push while its delivery is under way (sending)', async () => {
    const created = await push({ start_time: server.clock.now + HOUR });
    server.clock.advance(HOUR + 1000);
    await server.scheduler.tick();
    const id = created.body.data.id as number;
    const sending = await server.call('GET', `/v1/admin/push/umeng/${id}/detail`, {
      token: editor,
    });
    expect(sending.body.data.status).toBe('sending');
    const cancelled = await server.call('POST', `/v1/admin/push/umeng/${id}/cancel`, {
      token: admin,
      body: { version: sending.body.data.version },
    });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    // The provider is not asked to deliver a cancelled push.
    const status = await server.call('GET', `/v1/admin/push/umeng/${id}/status`, { token: editor });
    expect(status.body.data).toMatchObject({ status: 'cancelled', sent_count: 0 });
  });

  it('schedules, sends at its time, reports delivery; cancels a scheduled one', async () => {
    const a = await article(true);
    const created = await push({
      start_time: server.clock.now + HOUR,
      extra: { url: `newsdesk://article/${a.id}`, content_kind: 1, content_id: a.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      status: 'scheduled',
      created_by: { nickname: '王编辑' },
    });
    const other = await push({ start_time: server.clock.now + HOUR });
    const scheduledTotal = async () =>
      (await server.call('GET', '/v1/admin/push/umeng/list?status=scheduled', { token: editor }))
        .body.data.total as number;
    const before = await scheduledTotal();
    const cancelled = await server.call(
      'POST',
      `/v1/admin/push/umeng/${other.body.data.id}/cancel`,
      {
        token: admin,
        body: { version: 1 },
      },
    );
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', version: 2 });
    // List totals follow every write at once (the count cache is dropped on it).
    expect(await scheduledTotal()).toBe(before - 1);
    server.clock.advance(HOUR + 1000);
    await server.scheduler.tick();
    const detail = await server.call('GET', `/v1/admin/push/umeng/${created.body.data.id}/detail`, {
      token: editor,
    });
    expect(detail.body.data.status).toBe('sending');
    expect(await scheduledTotal()).toBe(before - 2);
    const status = await server.call('GET', `/v1/admin/push/umeng/${created.body.data.id}/status`, {
      token: editor,
    });
    expect(status.body.data).toMatchObject({ status: 'sent', checked_at: server.clock.now });
    expect(status.body.data.sent_count).toBeGreaterThan(0);
    const sent = await server.call('GET', '/v1/admin/push/umeng/list?status=sent&keyword=LPR', {
      token: editor,
    });
    expect(sent.body.data).toMatchObject({ total: 1, page: 1, size: 10 });
  });

  it('cancels a sent push (recalled, designed here): cancelled with when, counters kept; not twice, not at a stale version', async () => {
    const created = await push({ title: 'Recall me', start_time: server.clock.now + HOUR });
    const id = created.body.data.id as number;
    expect(created.body.data.cancelled_at).toBeNull();
    server.clock.advance(HOUR + 1000);
    await server.scheduler.tick();
    const delivered = await server.call('GET', `/v1/admin/push/umeng/${id}/status`, {
      token: editor,
    });
    expect(delivered.body.data.status).toBe('sent');
    const sentCount = delivered.body.data.sent_count as number;
    expect(sentCount).toBeGreaterThan(0);
    const detail = await server.call('GET', `/v1/admin/push/umeng/${id}/detail`, { token: editor });
    const version = detail.body.data.version as number;

    // Only an Admin cancels, and only at the version read.
    const byEditor = await server.call('POST', `/v1/admin/push/umeng/${id}/cancel`, {
      token: editor,
      body: { version },
    });
    expect(byEditor.body).toMatchObject({ code: 40003 });
    const stale = await server.call('POST', `/v1/admin/push/umeng/${id}/cancel`, {
      token: admin,
      body: { version: version + 5 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This record was changed by someone else');

    server.clock.advance(60_000);
    const cancelled = await server.call('POST', `/v1/admin/push/umeng/${id}/cancel`, {
      token: admin,
      body: { version },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      cancelled_at: server.clock.now,
      sent_count: sentCount,
      version: version + 1,
    });
    // Final: the provider's status stays cancelled, and it cannot be cancelled again.
    const after = await server.call('GET', `/v1/admin/push/umeng/${id}/status`, { token: editor });
    expect(after.body.data).toMatchObject({ status: 'cancelled', sent_count: sentCount });
    const again = await server.call('POST', `/v1/admin/push/umeng/${id}/cancel`, {
      token: admin,
      body: { version: version + 1 },
    });
    expect(again.body).toMatchObject({
      code: 40022,
      message: 'This notification can no longer be cancelled',
    });
  });

  it('marks a push invalid when its content was unpublished before its time', async () => {
    const a = await article(true);
    const created = await push({
      start_time: server.clock.now + HOUR,
      extra: { url: `newsdesk://article/${a.id}`, content_kind: 1, content_id: a.id },
    });
    await server.call('PUT', `/v1/admin/article/${a.id}/status`, {
      token: editor,
      body: { status: 'draft', version: a.version },
    });
    server.clock.advance(HOUR + 1000);
    await server.scheduler.tick();
    const detail = await server.call('GET', `/v1/admin/push/umeng/${created.body.data.id}/detail`, {
      token: editor,
    });
    expect(detail.body.data).toMatchObject({
      status: 'invalid',
      error: 'The content is no longer published',
    });
    // An invalid push was never sent: there is nothing to cancel.
    const cancel = await server.call(
      'POST',
      `/v1/admin/push/umeng/${created.body.data.id}/cancel`,
      { token: admin, body: { version: detail.body.data.version } },
    );
    expect(cancel.body).toMatchObject({
      code: 40022,
      message: 'This notification can no longer be cancelled',
    });
  });
});
