import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/seed';
import { graphql } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let editor: string;
let editorId: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
  editorId = (await server.call('GET', '/v1/admin/user/self', { token: editor })).body.data.id;
});
afterAll(() => server.cleanup());

describe('users', () => {
  it('lists and finds users by keyword', async () => {
    const res = await server.call('GET', '/v1/admin/user?keyword=editor@', { token: editor });
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.items[0].nickname).toBe('Li Wei');
  });

  it('lets a normal user edit their own profile only, without memberships', async () => {
    const own = await server.call('PUT', `/v1/admin/user/${editorId}`, {
      token: editor,
      body: { version: 1, description: 'Macro strategist' },
    });
    expect(own.body.data).toMatchObject({ description: 'Macro strategist', version: 2 });
    const members = await server.call('PUT', `/v1/admin/user/${editorId}`, {
      token: editor,
      body: { version: 2, memberships: [{ level: 2, expired_at: null }] },
    });
    expect(members.body).toMatchObject({ code: 40003, message: 'Permission not allowed' });
    const adminId = (await server.call('GET', '/v1/admin/user/self', { token: admin })).body.data
      .id;
    const other = await server.call('PUT', `/v1/admin/user/${adminId}`, {
      token: editor,
      body: { version: 1, nickname: 'Hacked' },
    });
    expect(other.body.code).toBe(40003);
    const byAdmin = await server.call('PUT', `/v1/admin/user/${editorId}`, {
      token: admin,
      body: { version: 2, memberships: [{ level: 2, expired_at: Date.UTC(2027, 0, 1) }] },
    });
    expect(byAdmin.body.data.memberships).toEqual([
      { level: 2, expired_at: Date.UTC(2027, 0, 1), expired: false },
    ]);
    const stale = await server.call('PUT', `/v1/admin/user/${editorId}`, {
      token: admin,
      body: { version: 2, nickname: 'Old tab' },
    });
    expect(stale.body).toMatchObject({ code: 40009, data: { current_version: 3 } });
    const unchanged = await server.call('GET', `/v1/admin/user/${editorId}`, { token: admin });
    expect(unchanged.body.data).toMatchObject({ nickname: 'Li Wei', version: 3 });
    const dupEmail = await server.call('PUT', `/v1/admin/user/${editorId}`, {
      token: admin,
      body: { version: 3, email: { email: 'ADMIN@newsdesk.test' } },
    });
    expect(dupEmail.body).toMatchObject({ code: 40010, message: 'Email already in use' });
    // A membership without an end is answered without an end (null), not as a far-future time.
    const open = await server.call('PUT', `/v1/admin/user/${editorId}`, {
      token: admin,
      body: { version: 3, memberships: [{ level: 2, expired_at: null }] },
    });
    expect(open.body.data.memberships).toEqual([{ level: 2, expired_at: null, expired: false }]);
    await server.call('PUT', `/v1/admin/user/${editorId}`, {
      token: admin,
      body: { version: 4, memberships: [] },
    });
  });

  it('freezes an account: sign-in refused, its token refused at once; admins only; not oneself', async () => {
    const self = await server.call('GET', `/v1/admin/user/${editorId}`, { token: admin });
    const byEditor = await server.call('PUT', `/v1/admin/user/${editorId}/status`, {
      token: editor,
      body: { status: 'frozen', version: self.body.data.version },
    });
    expect(byEditor.body.code).toBe(40003);
    const adminId = (await server.call('GET', '/v1/admin/user/self', { token: admin })).body.data
      .id;
    const ownFreeze = await server.call('PUT', `/v1/admin/user/${adminId}/status`, {
      token: admin,
      body: { status: 'frozen', version: 1 },
    });
    expect(ownFreeze.body).toMatchObject({
      code: 40022,
      message: 'You cannot freeze your own account',
    });
    const frozen = await server.call('PUT', `/v1/admin/user/${editorId}/status`, {
      token: admin,
      body: { status: 'frozen', version: self.body.data.version },
    });
    expect(frozen.body.data.status).toBe('frozen');
    const withToken = await server.call('GET', '/v1/admin/user/self', { token: editor });
    expect(withToken.body.code).toBe(50008);
    const login = await server.call('POST', '/v1/admin/user/login', {
      body: { username: DEMO_ACCOUNTS.editor.email, password: DEMO_ACCOUNTS.editor.password },
    });
    expect(login.body).toMatchObject({ code: 40100, message: 'This account is frozen' });
    await server.call('PUT', `/v1/admin/user/${editorId}/status`, {
      token: admin,
      body: { status: 'good', version: frozen.body.data.version },
    });
    editor = await signIn(server, 'editor');
  });

  it('refuses a frozen account at its very next request, on every token issued before, REST and GraphQL', async () => {
    // Two sessions opened before the freeze, both working.
    const first = await signIn(server, 'editor');
    const second = await signIn(server, 'editor');
    expect((await server.call('GET', '/v1/admin/user/self', { token: second })).body.code).toBe(0);
    const me = await graphql(server, first, 'query { users(first: 1) { total_count } }');
    expect(me.errors).toBeUndefined();
    const { version } = (await server.call('GET', `/v1/admin/user/${editorId}`, { token: admin }))
      .body.data;
    const frozen = await server.call('PUT', `/v1/admin/user/${editorId}/status`, {
      token: admin,
      body: { status: 'frozen', version },
    });
    expect(frozen.body.data.status).toBe('frozen');
    // The very next request of each, without any wait.
    const rest = await server.call('GET', `/v1/admin/user?limit=1`, { token: second });
    expect(rest.body.code).toBe(50008);
    const gql = await graphql(server, first, 'query { users(first: 1) { total_count } }');
    expect(gql.data?.users ?? null).toBeNull();
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 50008 });
    // Recovering does not bring the old sessions back; a new sign-in works.
    await server.call('PUT', `/v1/admin/user/${editorId}/status`, {
      token: admin,
      body: { status: 'good', version: frozen.body.data.version },
    });
    expect((await server.call('GET', '/v1/admin/user/self', { token: second })).body.code).toBe(
      50008,
    );
    editor = await signIn(server, 'editor');
    expect((await server.call('GET', '/v1/admin/user/self', { token: editor })).body.code).toBe(0);
  });

  it('changes the own password: checks the current one, keeps this token, revokes the others', async () => {
    const other = await signIn(server, 'editor');
    const mismatch = await server.call('PUT', '/v1/admin/user/password', {
      token: editor,
      body: {
        current_password: 'newsdesk-editor',
        new_password: 'a-new-password',
        confirm_password: 'another',
      },
    });
    expect(mismatch.body.message).toBe('The passwords are inconsistent');
    const wrong = await server.call('PUT', '/v1/admin/user/password', {
      token: editor,
      body: {
        current_password: 'nope',
        new_password: 'a-new-password',
        confirm_password: 'a-new-password',
      },
    });
    expect(wrong.body.message).toBe('The current password is incorrect');
    const short = await server.call('PUT', '/v1/admin/user/password', {
      token: editor,
      body: {
        current_password: 'newsdesk-editor',
        new_password: 'short',
        confirm_password: 'short',
      },
    });
    expect(short.body.message).toBe('The password should have at least 8 characters');
    const ok = await server.call('PUT', '/v1/admin/user/password', {
      token: editor,
      body: {
        current_password: 'newsdesk-editor',
        new_password: 'a-new-password',
        confirm_password: 'a-new-password',
      },
    });
    expect(ok.body).toMatchObject({ status: 0, data: null });
    expect((await server.call('GET', '/v1/admin/user/self', { token: editor })).body.status).toBe(
      0,
    );
    expect((await server.call('GET', '/v1/admin/user/self', { token: other })).body.code).toBe(
      50008,
    );
    const login = await server.call('POST', '/v1/admin/user/login', {
      body: { username: DEMO_ACCOUNTS.editor.email, password: 'a-new-password' },
    });
    expect(login.body.status).toBe(0);
  });

  it('verifies a name (admins) and lists followers with a cursor', async () => {
    const u = await server.call('GET', `/v1/admin/user/${editorId}`, { token: admin });
    const verified = await server.call('POST', `/v1/admin/user/${editorId}/verify`, {
      token: admin,
      body: { user_id: editorId, verify_name: '李伟', version: u.body.data.version },
    });
    expect(verified.body.data.verified_name).toBe('李伟');
    const followers = await server.call('GET', `/v1/user/${editorId}/followers?first=5`, {
      token: admin,
    });
    expect(followers.body.data).toMatchObject({
      items: [],
      total_count: 0,
      page_info: { has_next_page: false },
    });
    const missing = await server.call('GET', '/v1/user/999999/followers', { token: admin });
    expect(missing.body).toMatchObject({ code: 40004, message: 'User not found' });
  });
});
