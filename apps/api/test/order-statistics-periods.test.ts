import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../src/seed/content';
import { seedDemo } from '../src/seed/demo';
import { periodStart, type Period } from '../src/services/finance';
import { graphql, op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

/**
 * order_statistics by MONTH and QUARTER (issue #13, operations §7): the default number of nodes,
 * each node starting on its GMT+8 period boundary, oldest first and ending with the period of
 * now, and each node's counts and revenue equal to the COMPLETE orders of its period.
 */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  // The demo data needs authors and tags from the content seed.
  await seedContent(server.ctx, 100);
  await seedDemo(server.ctx);
  token = await signIn(server, 'admin');
});
afterAll(() => server.cleanup());

const H8 = 8 * 3_600_000;

interface Node {
  datetime: number;
  order_count: number;
  revenue: number;
  platform_statistics: { amount: number }[];
  pay_channel_statistics: { amount: number }[];
}

async function completeIn(from: number, to: number) {
  const r = (await server.ctx.db.execute(
    sql`select count(*)::int as n, coalesce(sum(real_pay_amount), 0)::bigint as s from orders where state = 'COMPLETE' and created_at >= ${from} and created_at < ${to}`,
  )) as unknown as { rows: { n: number; s: string }[] };
  return { n: r.rows[0]!.n, s: Number(r.rows[0]!.s) };
}

async function nodesOf(period: Period, limit?: number) {
  const r = await op(server, token, 'OrderStatistics', {
    period,
    ...(limit ? { limit } : {}),
    end_time: server.clock.now,
  });
  expect(r.errors).toBeUndefined();
  expect(r.data.order_statistics.period).toBe(period);
  return r.data.order_statistics.nodes as Node[];
}

async function expectNodesMatchOrders(period: Period, nodes: Node[]) {
  for (let i = 0; i < nodes.length; i++) {
    const from = nodes[i]!.datetime;
    const to = i + 1 < nodes.length ? nodes[i + 1]!.datetime : periodStart(period, from, 1);
    const { n, s } = await completeIn(from, to);
    expect(nodes[i]!.order_count).toBe(n);
    expect(nodes[i]!.revenue).toBe(s);
    const sum = (l: { amount: number }[]) => l.reduce((a, x) => a + x.amount, 0);
    expect(sum(nodes[i]!.platform_statistics)).toBe(nodes[i]!.revenue);
  }
}

describe('order statistics by month and quarter', () => {
  it('gives 12 MONTH nodes starting on the 1st at 00:00 GMT+8, adding up to the orders', async () => {
    const months = await nodesOf('MONTH');
    expect(months).toHaveLength(12);
    expect(months[11]!.datetime).toBe(periodStart('MONTH', server.clock.now));
    for (const [i, m] of months.entries()) {
      const local = new Date(m.datetime + H8);
      expect(local.getUTCDate()).toBe(1);
      expect(local.getUTCHours()).toBe(0);
      if (i > 0) {
        const prev = new Date(months[i - 1]!.datetime + H8);
        expect((local.getUTCMonth() - prev.getUTCMonth() + 12) % 12).toBe(1);
      }
    }
    await expectNodesMatchOrders('MONTH', months);
    // The demo data has paid orders in the window: the nodes are not all empty.
    expect(months.reduce((a, m) => a + m.order_count, 0)).toBeGreaterThan(0);
  });

  it('gives 4 QUARTER nodes starting in January, April, July or October, adding up', async () => {
    const quarters = await nodesOf('QUARTER');
    expect(quarters).toHaveLength(4);
    expect(quarters[3]!.datetime).toBe(periodStart('QUARTER', server.clock.now));
    for (const q of quarters) {
      const local = new Date(q.datetime + H8);
      expect([0, 3, 6, 9]).toContain(local.getUTCMonth());
      expect(local.getUTCDate()).toBe(1);
      expect(local.getUTCHours()).toBe(0);
    }
    await expectNodesMatchOrders('QUARTER', quarters);
    // A quarter is its three months: this quarter's numbers are the sum of its months so far.
    const months = await nodesOf('MONTH', 3);
    const inQuarter = months.filter((m) => m.datetime >= quarters[3]!.datetime);
    expect(inQuarter.reduce((a, m) => a + m.order_count, 0)).toBe(quarters[3]!.order_count);
    expect(inQuarter.reduce((a, m) => a + m.revenue, 0)).toBe(quarters[3]!.revenue);
  });

  it('refuses the statistics without a token', async () => {
    const r = await op(server, null, 'OrderStatistics', { period: 'QUARTER' });
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(r.data?.order_statistics ?? null).toBeNull();
  });
});

describe('order statistics: only the breakdowns asked for are computed', () => {
  it('gives the same counts and revenue without breakdowns, and each breakdown through fragments', async () => {
    const full = await nodesOf('DAY', 30);
    const totalsOnly = await graphql(
      server,
      token,
      `
        query Revenue($end: Timestamp) {
          order_statistics(period: DAY, limit: 30, end_time: $end) {
            nodes {
              datetime
              order_count
              revenue
            }
          }
        }
      `,
      { end: server.clock.now },
    );
    expect(totalsOnly.errors).toBeUndefined();
    expect(totalsOnly.data.order_statistics.nodes).toEqual(
      full.map(({ datetime, order_count, revenue }) => ({ datetime, order_count, revenue })),
    );

    // A breakdown asked through a named fragment and another through an inline fragment.
    const split = await graphql(
      server,
      token,
      `
        fragment Skus on OrderStatistics {
          sku_statistics {
            sku_id
            amount
          }
        }
        query Split($end: Timestamp) {
          order_statistics(period: DAY, limit: 30, end_time: $end) {
            nodes {
              revenue
              ...Skus
              ... on OrderStatistics {
                platform_statistics {
                  platform
                  amount
                }
              }
            }
          }
        }
      `,
      { end: server.clock.now },
    );
    expect(split.errors).toBeUndefined();
    const nodes = split.data.order_statistics.nodes as {
      revenue: number;
      sku_statistics: { amount: number }[];
      platform_statistics: { platform: string; amount: number }[];
    }[];
    expect(nodes.map((n) => n.platform_statistics)).toEqual(
      full.map((n) =>
        (n.platform_statistics as { platform: string; amount: number }[]).map(
          ({ platform, amount }) => ({ platform, amount }),
        ),
      ),
    );
    const sum = (l: { amount: number }[]) => l.reduce((a, x) => a + x.amount, 0);
    for (const n of nodes) expect(sum(n.platform_statistics)).toBe(n.revenue);
    expect(nodes.some((n) => n.sku_statistics.length > 0)).toBe(true);
  });
});
