import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from './harness';

/** System messages' notification type, app links and the delivered view (issue #14, #19). */
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
const list = (query: string, token = editor) =>
  server.call('GET', `/v1/admin/system-messages?${query}`, { token });

describe('system messages: notification type and links', () => {
  it('files a message under its notification type, system by default', async () => {
    const plain = await save({ title: 'Plain notice', content: 'x', audience: { type: 'all' } });
    expect(plain.status).toBe(201);
    expect(plain.body.data.notification_type).toBe('system');
    const follow = await save({
      title: 'Follow the research desk',
      content: '<p>New authors</p>',
      audience: { type: 'all' },
      notification_type: 'follow',
      url: 'newsdesk://article/42',
    });
    expect(follow.body.data).toMatchObject({
      notification_type: 'follow',
      url: 'newsdesk://article/42',
    });
    const edited = await save({
      id: follow.body.data.id,
      version: 1,
      title: 'Follow the research desk',
      content: '<p>New authors</p>',
      audience: { type: 'all' },
      notification_type: 'like',
    });
    expect(edited.body.data).toMatchObject({ notification_type: 'like', url: null, version: 2 });
    const likes = await list('notification_type=like&keyword=research');
    expect(likes.body.data.items.map((m: { id: number }) => m.id)).toEqual([follow.body.data.id]);
    const unknownType = await save({
      title: 'Bad',
      content: 'x',
      audience: { type: 'all' },
      notification_type: 'share',
    });
    expect(unknownType.status).toBe(400);
  });

  it('refuses a link that is neither http(s) nor an app link of a content', async () => {
    for (const url of ['javascript:alert(1)', 'newsdesk://article/abc', 'ftp://x.cn/a']) {
      const res = await save({ title: 'Link', content: 'x', audience: { type: 'all' }, url });
      expect(res.status).toBe(400);
      expect(res.body.data.errors[0]).toMatchObject({
        field: 'message.url',
        message: 'message.url: Error data format',
      });
    }
    const web = await save({
      title: 'Link',
      content: 'x',
      audience: { type: 'all' },
      url: 'https://example.cn/notice',
    });
    expect(web.status).toBe(201);
  });

  it('lists delivered messages apart from the ones still waiting', async () => {
    const waiting = await save({
      title: 'Delivered-view waiting',
      content: 'x',
      audience: { type: 'all' },
      send_at: server.clock.now + HOUR,
    });
    const draft = await save({
      title: 'Delivered-view draft',
      content: 'x',
      audience: { type: 'all' },
      status: 'draft',
    });
    const sent = await save({
      title: 'Delivered-view sent',
      content: 'x',
      audience: { type: 'all' },
    });
    const ids = (r: { body: { data: { items: { id: number }[] } } }) =>
      r.body.data.items.map((m) => m.id);
    const delivered = await list('delivered=true&keyword=Delivered-view');
    expect(ids(delivered)).toEqual([sent.body.data.id]);
    const notYet = await list('delivered=false&keyword=Delivered-view');
    expect(ids(notYet).sort()).toEqual([waiting.body.data.id, draft.body.data.id].sort());
    // Deleting a delivered message takes it out of the delivered view.
    await save({
      id: sent.body.data.id,
      version: 1,
      title: 'Delivered-view sent',
      content: 'x',
      audience: { type: 'all' },
      status: 'deleted',
    });
    expect(ids(await list('delivered=true&keyword=Delivered-view'))).toEqual([]);
  });

  it('lets only an admin save, and needs a session to read', async () => {
    const byEditor = await save({ title: 'No', content: 'x', audience: { type: 'all' } }, editor);
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.message).toBe('Permission not allowed');
    const anonymous = await server.call('GET', '/v1/admin/system-messages?delivered=true', {});
    expect(anonymous.status).toBe(401);
  });
});
