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

const save = (message: Record<string, unknown>, token = admin) =>
  server.call('POST', '/v1/admin/system-message', { token, body: { message } });

describe('system messages', () => {
  it('delivers a published message at once, a future one at its time, never a draft', async () => {
    const now = await save({
      title: 'Reports every Monday',
      content: '<p>8:00</p><script>x</script>',
      audience: { type: 'all' },
    });
    expect(now.status).toBe(201);
    expect(now.body.data).toMatchObject({
      status: 'published',
      sent_at: server.clock.now,
      content: '<p>8:00</p>',
      author: { nickname: '王编辑' },
    });
    const later = await save({
      title: 'Maintenance',
      content: 'Tonight',
      audience: { type: 'membership', membership_levels: [2, 3] },
      send_at: server.clock.now + HOUR,
    });
    expect(later.body.data.sent_at).toBeNull();
    const draft = await save({
      title: 'Draft',
      content: 'Not yet',
      audience: { type: 'all' },
      status: 'draft',
    });
    server.clock.advance(HOUR + 1);
    await server.scheduler.tick();
    expect(
      (
        await server.call('GET', `/v1/admin/system-message/${later.body.data.id}`, {
          token: editor,
        })
      ).body.data.sent_at,
    ).toBe(server.clock.now);
    expect(
      (
        await server.call('GET', `/v1/admin/system-message/${draft.body.data.id}`, {
          token: editor,
        })
      ).body.data.sent_at,
    ).toBeNull();
  });

  it('replaces a message with its version, refuses stale versions, past times, unknown users, normal users', async () => {
    const m = await save({
      title: 'First',
      content: 'x',
      audience: { type: 'all' },
      status: 'draft',
    });
    const replaced = await save({
      id: m.body.data.id,
      version: 1,
      title: 'Second',
      content: 'y',
      audience: { type: 'all' },
      status: 'draft',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ title: 'Second', version: 2 });
    const stale = await save({
      id: m.body.data.id,
      version: 1,
      title: 'Third',
      content: 'z',
      audience: { type: 'all' },
    });
    expect(stale.body).toMatchObject({ code: 40009, data: { current_version: 2 } });
    const past = await save({
      title: 'Past',
      content: 'x',
      audience: { type: 'all' },
      send_at: server.clock.now - HOUR,
    });
    expect(past.body.code).toBe(40001);
    const unknown = await save({
      title: 'To someone',
      content: 'x',
      audience: { type: 'users', user_ids: [987654] },
    });
    expect(unknown.body).toMatchObject({ code: 40004, message: 'User not found' });
    const empty = await save({ title: '', content: 'x', audience: { type: 'all' } });
    expect(empty.body.message).toBe('This is a required field');
    const byEditor = await save({ title: 'No', content: 'x', audience: { type: 'all' } }, editor);
    expect(byEditor.body.code).toBe(40003);
    const list = await server.call('GET', '/v1/admin/system-messages?keyword=Second&status=draft', {
      token: editor,
    });
    expect(list.body.data).toMatchObject({ total: 1, page: 1, size: 10 });
  });
});
