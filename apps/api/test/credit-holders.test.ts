import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAccounts, creditSubscriptions, users } from '../src/db/schema';
import { graphql, op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

const DAY = 86_400_000;
let server: TestServer;
let admin: string;
let editor: string;

beforeAll(async () => {
  server = await startTestServer();
  const now = server.clock.now;
  const rows = await server.ctx.db
    .insert(users)
    .values(
      ['积分读者甲', 'Credit reader B', 'No credit reader'].map((nickname, i) => ({
        nickname,
        email: `credit-${i}@example.org`,
        created_at: now + i,
        updated_at: now + i,
      })),
    )
    .returning({ id: users.id });
  for (const [i, r] of rows.slice(0, 2).entries()) {
    await server.ctx.db.insert(creditSubscriptions).values({
      user_id: r.id,
      plan: i === 0 ? 'monthly' : 'yearly',
      started_at: now - DAY,
      expired_at: now + 30 * DAY,
      created_at: now,
      updated_at: now,
    });
    await server.ctx.db.insert(creditAccounts).values({
      user_id: r.id,
      amount: i === 0 ? 1200 : 80,
      expired_at: now + 20 * DAY,
      reset_at: now + 7 * DAY,
    });
  }
  server.ctx.counts.invalidate('users');
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

describe('CreditHolders (users with has_credit, designed here)', () => {
  it('lists only the users with a credit subscription, with their points', async () => {
    const res = await op(server, editor, 'CreditHolders', { first: 10, offset: 0 });
    expect(res.errors).toBeUndefined();
    const page = res.data.users;
    expect(page.total_count).toBe(2);
    expect(page.nodes.map((n: { nickname: string }) => n.nickname)).toEqual([
      '积分读者甲',
      'Credit reader B',
    ]);
    expect(page.nodes[0].credit_subscription).toMatchObject({
      plan: 'monthly',
      payment_state: 'COMPLETE',
      credit_info: { amount: 1200 },
    });
  });

  it('narrows the holders by keyword', async () => {
    const res = await op(server, admin, 'CreditHolders', { keyword: 'reader b' });
    expect(res.data.users.total_count).toBe(1);
    expect(res.data.users.nodes[0].credit_subscription.credit_info.amount).toBe(80);
  });

  it('keeps only the users without credit with has_credit: false', async () => {
    const res = await graphql(
      server,
      admin,
      '{ users(keyword: "credit", has_credit: false) { total_count nodes { nickname } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.users).toEqual({ total_count: 1, nodes: [{ nickname: 'No credit reader' }] });
  });

  it('refuses a call without a token and a negative offset', async () => {
    const anon = await op(server, null, 'CreditHolders', {});
    expect(anon.errors?.[0]?.extensions.status).toBe(50008);
    const bad = await op(server, admin, 'CreditHolders', { offset: -1 });
    expect(bad.errors?.[0]?.message).toBe('offset must be 0 or more');
  });
});
