import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from '../src/auth/password';
import { users } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/seed';
import { startTestServer, type TestServer } from './harness';

/** A hash as the API wrote them before Argon2id: `scrypt$N$r$p$salt$hash`, base64url. */
function legacyScrypt(password: string) {
  const salt = Buffer.from('0123456789abcdef');
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 << 20 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashes', () => {
  it('hashes with Argon2id, a fresh salt each time, and verifies only the right password', async () => {
    const [a, b] = await Promise.all([
      hashPassword('correct-horse'),
      hashPassword('correct-horse'),
    ]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]+\$[\w+/]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct-horse');
    expect(await verifyPassword('correct-horse', a)).toBe(true);
    expect(await verifyPassword('correct-horsE', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('still verifies a scrypt hash from before, and asks for it to be replaced', async () => {
    const old = legacyScrypt('correct-horse');
    expect(await verifyPassword('correct-horse', old)).toBe(true);
    expect(await verifyPassword('wrong-horse', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('spends on an unknown email about what a real verification costs (the decoy)', async () => {
    const real = await hashPassword('correct-horse');
    const fastest = async (work: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await work();
        times.push(performance.now() - started);
      }
      return Math.min(...times);
    };
    const verifying = await fastest(() => verifyPassword('wrong-horse', real));
    const decoy = await fastest(() =>
      verifyDecoy('wrong-horse').then((answer) => expect(answer).toBe(false)),
    );
    // Without the decoy's verification an unknown email would answer in microseconds.
    expect(decoy).toBeGreaterThan(verifying / 4);
  });

  it('refuses malformed or unknown stored forms rather than throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$2', '$argon2id$v=19$broken', '$2b$10$bcrypt'])
      expect(await verifyPassword('x', stored)).toBe(false);
  });
});

describe('signing in with a hash from before Argon2id', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.cleanup());

  const login = (password: string) =>
    server.call('POST', '/v1/admin/user/login', {
      body: { username: DEMO_ACCOUNTS.editor.email, password },
    });
  const storedHash = async () =>
    (
      await server.ctx.db
        .select({ hash: users.password_hash })
        .from(users)
        .where(eq(users.email, DEMO_ACCOUNTS.editor.email))
    )[0]!.hash!;

  it('signs in and stores the password again as Argon2id; a wrong password changes nothing', async () => {
    const old = legacyScrypt(DEMO_ACCOUNTS.editor.password);
    await server.ctx.db
      .update(users)
      .set({ password_hash: old })
      .where(eq(users.email, DEMO_ACCOUNTS.editor.email));

    expect((await login('not-the-password')).status).toBe(401);
    expect(await storedHash()).toBe(old);

    const ok = await login(DEMO_ACCOUNTS.editor.password);
    expect(ok.body.code).toBe(0);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(DEMO_ACCOUNTS.editor.password, upgraded)).toBe(true);

    // Signing in again keeps the hash: it is current.
    expect((await login(DEMO_ACCOUNTS.editor.password)).body.code).toBe(0);
    expect(await storedHash()).toBe(upgraded);
  });

  it('leaves the hash of a frozen account alone: a refused sign-in changes nothing', async () => {
    const old = legacyScrypt(DEMO_ACCOUNTS.editor.password);
    const editor = eq(users.email, DEMO_ACCOUNTS.editor.email);
    await server.ctx.db.update(users).set({ password_hash: old, status: 'frozen' }).where(editor);
    try {
      const refused = await login(DEMO_ACCOUNTS.editor.password);
      expect(refused.body.message).toBe('This account is frozen');
      expect(await storedHash()).toBe(old);
    } finally {
      await server.ctx.db.update(users).set({ status: 'good' }).where(editor);
    }
  });

  it('answers an unknown email with the same refusal as a wrong password', async () => {
    const unknown = await server.call('POST', '/v1/admin/user/login', {
      body: { username: 'nobody@newsdesk.test', password: 'whatever-1' },
    });
    const wrong = await login('whatever-1');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });
});
