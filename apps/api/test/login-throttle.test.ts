import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS } from '../src/auth/throttle';
import { DEMO_ACCOUNTS } from '../src/seed';
import { startTestServer, type TestServer } from './harness';

const { windowMs: WINDOW, perAccount: PER_ACCOUNT, perAddress: PER_ADDRESS } = DEFAULT_LOGIN_LIMITS;
const MINUTE = 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.cleanup());
// Every test starts with a clean slate: the failures of the one before have left the window.
beforeEach(() => server.clock.advance(WINDOW + 1));

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { status: number; code: number; message: string; data: { retry_at?: number } | null };
}

/** A sign-in, from 127.0.0.1 or another loopback address (the server listens on 127.0.0.1). */
function signIn(username: string, password: string, localAddress = '127.0.0.1'): Promise<Answer> {
  const url = new URL('/v1/admin/user/login', server.mainUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: JSON.parse(text) as Answer['body'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ username, password }));
  });
}

const editor = DEMO_ACCOUNTS.editor;
const admin = DEMO_ACCOUNTS.admin;

function expectThrottled(answer: Answer, minutes: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({
    status: 1,
    code: 40029,
    message: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  });
  expect(Number(answer.retryAfter)).toBeGreaterThan((minutes - 1) * 60);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(minutes * 60);
  expect(answer.body.data?.retry_at).toBe(server.clock.now + Number(answer.retryAfter) * 1000);
}

describe('login throttling', () => {
  it(`refuses an account after ${PER_ACCOUNT} failures, even with the right password`, async () => {
    for (let i = 1; i <= PER_ACCOUNT; i++) {
      // The Nth failure is still answered as a wrong password.
      const wrong = await signIn(editor.email, `wrong-${i}`);
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ code: 40100, message: 'Incorrect email or password' });
    }
    const right = await signIn(editor.email, editor.password);
    expectThrottled(right, 15);
    expect(right.retryAfter).toBe(String(WINDOW / 1000));
    // The e-mail counts whatever its case; refusals do not push the end further.
    expectThrottled(await signIn(editor.email.toUpperCase(), editor.password), 15);
    // Another account from the same address is not affected.
    expect((await signIn(admin.email, admin.password)).body.status).toBe(0);
  });

  it('says how long is left, and lets the account in once the window has passed', async () => {
    for (let i = 0; i < PER_ACCOUNT; i++) await signIn(editor.email, 'wrong-password');
    server.clock.advance(10 * MINUTE);
    const refused = await signIn(editor.email, editor.password);
    expectThrottled(refused, 5);
    expect(refused.retryAfter).toBe(String(5 * 60));
    server.clock.advance(5 * MINUTE - 1000);
    expectThrottled(await signIn(editor.email, editor.password), 1);
    // The first failure leaves the window: one more attempt is allowed, and it is right.
    server.clock.advance(1000);
    const back = await signIn(editor.email, editor.password);
    expect(back.status).toBe(200);
    expect(back.body.status).toBe(0);
  });

  it("a successful sign-in clears the account's failures", async () => {
    for (let i = 0; i < PER_ACCOUNT - 1; i++) await signIn(editor.email, 'wrong-password');
    expect((await signIn(editor.email, editor.password)).body.status).toBe(0);
    // Without the reset this would be the limit plus three.
    for (let i = 0; i < PER_ACCOUNT - 1; i++) {
      expect((await signIn(editor.email, 'wrong-password')).body.code).toBe(40100);
    }
    expect((await signIn(editor.email, editor.password)).body.status).toBe(0);
  });

  it('counts unknown e-mails like real ones (the answer reveals nothing)', async () => {
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await signIn('nobody@newsdesk.test', 'guess')).body.code).toBe(40100);
    }
    expectThrottled(await signIn('nobody@newsdesk.test', 'guess'), 15);
  });

  it(`refuses an address after ${PER_ADDRESS} failures across accounts; other addresses sign in`, async () => {
    const accounts = PER_ADDRESS / 4;
    expect(PER_ACCOUNT).toBeGreaterThan(4);
    // Four failures each: no account reaches its own limit, the address reaches its.
    for (let a = 0; a < accounts; a++) {
      for (let i = 0; i < 4; i++) {
        const wrong = await signIn(`guess-${a}@newsdesk.test`, 'guess');
        expect(wrong.body.code).toBe(40100);
      }
    }
    const refused = await signIn(editor.email, editor.password);
    expectThrottled(refused, 15);
    // Another client address is not refused.
    const elsewhere = await signIn(editor.email, editor.password, '127.0.0.2');
    expect(elsewhere.body.status).toBe(0);
    server.clock.advance(WINDOW);
    expect((await signIn(editor.email, editor.password)).body.status).toBe(0);
  });

  it('counts the client address a trusted proxy forwards (TRUST_PROXY)', async () => {
    const proxied = await startTestServer({ trustProxy: '127.0.0.1' });
    try {
      const from = (address: string, password: string) =>
        fetch(`${proxied.mainUrl}/v1/admin/user/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
          body: JSON.stringify({ username: `guess-${address}@newsdesk.test`, password }),
        });
      for (let i = 0; i < PER_ADDRESS; i++) {
        // A fresh e-mail each time: only the address limit can be reached.
        const res = await fetch(`${proxied.mainUrl}/v1/admin/user/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' },
          body: JSON.stringify({ username: `guess-${i}@newsdesk.test`, password: 'guess' }),
        });
        expect(res.status).toBe(401);
      }
      expect((await from('203.0.113.7', 'guess')).status).toBe(429);
      // Another client behind the same proxy is not refused.
      expect((await from('198.51.100.20', 'guess')).status).toBe(401);
    } finally {
      await proxied.cleanup();
    }
  });
});
