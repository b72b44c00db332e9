import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { signIn, startTestServer, type TestServer } from './harness';

/** Adding a user (designed here, operations §5 "add-user info invalid"): createUser. */
let server: TestServer;
let admin: string;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

const staff = {
  nickname: 'Zhang Min',
  email: { email: 'zhang.min@example.org' },
  mobile: { phone: '+86 13900139000' },
  role: 'Normal User',
  password: 'correct-horse-42',
  confirm_password: 'correct-horse-42',
};

describe('adding a user', () => {
  it('creates a staff account with a hashed password that signs in', async () => {
    const res = await server.call('POST', '/v1/admin/user', { token: admin, body: staff });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      nickname: 'Zhang Min',
      email: { email: 'zhang.min@example.org' },
      mobile: { phone: '+86 13900139000' },
      status: 'good',
      internal_info: { roles: ['Normal User'] },
      memberships: [{ level: 1 }],
      privileges: [],
      version: 1,
    });
    expect(JSON.stringify(res.body)).not.toContain('correct-horse-42');
    const [row] = await server.ctx.db
      .select({ hash: users.password_hash })
      .from(users)
      .where(eq(users.id, res.body.data.id));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.hash).not.toContain('correct-horse-42');
    const login = await server.call('POST', '/v1/admin/user/login', {
      body: { username: 'ZHANG.MIN@example.org', password: 'correct-horse-42' },
    });
    expect(login.body.code).toBe(0);
    expect(login.body.data.token).toBeTruthy();
    // It is in the list at once (the cached count is invalidated).
    const list = await server.call('GET', '/v1/admin/user?keyword=zhang.min', { token: admin });
    expect(list.body.data.total).toBe(1);
  });

  it('creates a member (no role) without an e-mail; a member cannot sign in', async () => {
    const res = await server.call('POST', '/v1/admin/user', {
      token: admin,
      body: {
        nickname: 'Reader Wu',
        email: null,
        mobile: null,
        role: null,
        password: 'reader-pass-1',
        confirm_password: 'reader-pass-1',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email: null, internal_info: { roles: [] } });
  });

  it('refuses a duplicate e-mail or phone (409 / 40010) and adds nothing', async () => {
    const before = (await server.call('GET', '/v1/admin/user', { token: admin })).body.data.total;
    const email = await server.call('POST', '/v1/admin/user', {
      token: admin,
      body: { ...staff, email: { email: 'Admin@Newsdesk.test' }, mobile: null },
    });
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({ code: 40010, message: 'Email already in use' });
    const phone = await server.call('POST', '/v1/admin/user', {
      token: admin,
      body: { ...staff, email: { email: 'other@example.org' } },
    });
    expect(phone.status).toBe(409);
    expect(phone.body).toMatchObject({ code: 40010, message: 'Phone already in use' });
    const after = (await server.call('GET', '/v1/admin/user', { token: admin })).body.data.total;
    expect(after).toBe(before);
  });

  it('validates with the spec messages: empty, short and inconsistent passwords, bad fields', async () => {
    const inconsistent = await server.call('POST', '/v1/admin/user', {
      token: admin,
      body: {
        ...staff,
        email: { email: 'x1@example.org' },
        mobile: null,
        confirm_password: 'nope',
      },
    });
    expect(inconsistent.status).toBe(400);
    expect(inconsistent.body).toMatchObject({
      code: 40001,
      message: 'The passwords are inconsistent',
    });
    const empty = await server.call('POST', '/v1/admin/user', {
      token: admin,
      body: { ...staff, password: '', confirm_password: '' },
    });
    expect(empty.body.code).toBe(40001);
    const messages = (empty.body.data.errors as { message: string }[]).map((e) => e.message);
    expect(messages).toContain('The password should have at least 8 characters');
    expect(messages).toContain('The password is empty');
    const bad = await server.call('POST', '/v1/admin/user', {
      token: admin,
      body: { ...staff, nickname: '', email: { email: 'not-an-email' }, mobile: { phone: 'x' } },
    });
    expect(bad.body.code).toBe(40001);
    const fields = (bad.body.data.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['nickname', 'email.email', 'mobile.phone']));
    const staffWithoutEmail = await server.call('POST', '/v1/admin/user', {
      token: admin,
      body: { ...staff, email: null, mobile: null },
    });
    expect(staffWithoutEmail.body).toMatchObject({
      code: 40001,
      data: { errors: [{ field: 'email' }] },
    });
  });

  it('is Admin only: a Normal User gets 403, no token 50008', async () => {
    const res = await server.call('POST', '/v1/admin/user', {
      token: editor,
      body: { ...staff, email: { email: 'x2@example.org' }, mobile: null },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 40003, message: 'Permission not allowed' });
    const anonymous = await server.call('POST', '/v1/admin/user', { body: staff });
    expect(anonymous.body.code).toBe(50008);
  });
});
