import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSessionCache } from '../src/auth/sessions';
import { users } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/seed';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.cleanup());

describe('auth', () => {
  it('answers health without a token', async () => {
    const res = await server.call('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 0, code: 0, data: { ok: true } });
  });

  it('signs a staff member in and returns the self profile with roles', async () => {
    const token = await signIn(server, 'admin');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const self = await server.call('GET', '/v1/admin/user/self', { token });
    expect(self.body.status).toBe(0);
    expect(self.body.data.internal_info.roles).toEqual(['Admin']);
    expect(self.body.data.email).toEqual({ email: 'admin@newsdesk.test' });
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const res = await server.call('POST', '/v1/admin/user/login', {
      body: { username: 'admin@newsdesk.test', password: 'nope-nope' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      status: 1,
      code: 40100,
      message: 'Incorrect email or password',
    });
  });

  it('answers 50008 for a missing or unknown token and 50014 for an expired one', async () => {
    const missing = await server.call('GET', '/v1/admin/user/self');
    expect(missing.body).toMatchObject({ status: 1, code: 50008 });
    const unknown = await server.call('GET', '/v1/admin/user/self', { token: 'x'.repeat(43) });
    expect(unknown.body).toMatchObject({ status: 1, code: 50008 });
    const token = await signIn(server, 'editor');
    server.clock.advance(8 * 24 * 3600_000);
    const expired = await server.call('GET', '/v1/admin/user/self', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ status: 1, code: 50014, message: 'Token expired' });
  });

  it('refuses the token and the sign-in of an account that lost every console role', async () => {
    const token = await signIn(server, 'editor');
    const { db } = server.ctx;
    const email = DEMO_ACCOUNTS.editor.email;
    const [before] = await db.select().from(users).where(eq(users.email, email));
    await db.update(users).set({ roles: [] }).where(eq(users.email, email));
    clearSessionCache();
    try {
      const self = await server.call('GET', '/v1/admin/user/self', { token });
      expect(self.status).toBe(401);
      expect(self.body).toMatchObject({ status: 1, code: 50008, message: 'Invalid token' });
      const login = await server.call('POST', '/v1/admin/user/login', {
        body: { username: email, password: DEMO_ACCOUNTS.editor.password },
      });
      expect(login.body).toMatchObject({ code: 40100, message: 'Incorrect email or password' });
    } finally {
      await db.update(users).set({ roles: before!.roles }).where(eq(users.email, email));
      clearSessionCache();
    }
  });

  it('validates input against the contract and names the field and rule', async () => {
    const res = await server.call('POST', '/v1/admin/user/login', {
      body: { username: 'admin@newsdesk.test' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(40001);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'password', rule: 'required' });
  });

  it('sends no-store on every answer and the envelope on unknown routes', async () => {
    const res = await fetch(`${server.mainUrl}/v1/nothing`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ status: 1, code: 40004 });
  });
});
