import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../src/seed/content';
import { seedDemo } from '../src/seed/demo';
import { periodStart } from '../src/services/finance';
import { graphql, op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  await seedContent(server.ctx, 100);
  await seedDemo(server.ctx);
  token = await signIn(server, 'admin');
});
afterAll(() => server.cleanup());

async function one<T>(query: ReturnType<typeof sql>) {
  return ((await server.ctx.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}
const DAY = 86_400_000;

describe('orders and statistics', () => {
  it('lists orders newest first with the totals of every match', async () => {
    const r = await op(server, token, 'Orders', {
      first: 20,
      order_state: 'COMPLETE',
      platform: ['ANDROID', 'IOS'],
    });
    expect(r.errors).toBeUndefined();
    const { n, s } = await one<{ n: number; s: string }>(
      sql`select count(*)::int as n, sum(real_pay_amount)::bigint as s from orders where state = 'COMPLETE' and platform in ('android', 'ios')`,
    );
    expect(r.data.orders.total_count).toBe(n);
    expect(r.data.orders.total_amount).toBe(Number(s));
    const nodes = r.data.orders.nodes;
    for (const o of nodes) {
      expect(o.state).toBe('COMPLETE');
      expect(['ANDROID', 'IOS']).toContain(o.platform);
      expect(o.order_items[0].sku_detail.name).toBe(o.title);
      expect(o.transactions.length).toBe(1);
      expect(o.user_info.nickname).toBeTruthy();
    }
    const created = nodes.map((o: { created_at: number }) => o.created_at);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    const wechat = await op(server, token, 'Orders', { first: 5, pay_channel: ['WECHAT_LITE'] });
    for (const o of wechat.data.orders.nodes)
      expect(o.transactions[0].pay_channel).toBe('WECHAT_LITE');
    const byNo = await op(server, token, 'Orders', { order_no: nodes[0].order_no });
    expect(byNo.data.orders.nodes.map((o: { id: string }) => o.id)).toEqual([nodes[0].id]);
  });

  it('gives DAY and WEEK statistics in GMT+8 periods that add up to the orders', async () => {
    const r = await op(server, token, 'DashboardRevenue', { end_time: server.clock.now });
    expect(r.errors).toBeUndefined();
    const daily = r.data.daily.nodes as {
      datetime: number;
      order_count: number;
      revenue: number;
    }[];
    expect(daily).toHaveLength(30);
    expect(daily[29]!.datetime).toBe(periodStart('DAY', server.clock.now));
    expect(daily[1]!.datetime - daily[0]!.datetime).toBe(DAY);
    const from = daily[0]!.datetime;
    const { n, s } = await one<{ n: number; s: string }>(
      sql`select count(*)::int as n, sum(real_pay_amount)::bigint as s from orders where state = 'COMPLETE' and created_at >= ${from} and created_at < ${from + 30 * DAY}`,
    );
    expect(daily.reduce((a, d) => a + d.order_count, 0)).toBe(n);
    expect(daily.reduce((a, d) => a + d.revenue, 0)).toBe(Number(s));
    const weekly = r.data.weekly.nodes as { datetime: number }[];
    expect(weekly).toHaveLength(2);
    // Weeks start on Monday 00:00 GMT+8.
    expect(new Date(weekly[1]!.datetime + 8 * 3_600_000).getUTCDay()).toBe(1);
    expect(new Date(weekly[1]!.datetime + 8 * 3_600_000).getUTCHours()).toBe(0);
    const full = await op(server, token, 'OrderStatistics', {
      period: 'WEEK',
      limit: 4,
      end_time: server.clock.now,
    });
    const week = full.data.order_statistics.nodes[3];
    const sumOf = (list: { amount: number }[]) => list.reduce((a, x) => a + x.amount, 0);
    expect(sumOf(week.platform_statistics)).toBe(week.revenue);
    expect(sumOf(week.pay_channel_statistics)).toBe(week.revenue);
    const amounts = week.sku_statistics.map((x: { amount: number }) => x.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    const bad = await op(server, token, 'OrderStatistics', { period: 'DAY', limit: 400 });
    expect(bad.errors![0]!.extensions.errors[0]).toMatchObject({ field: 'limit', rule: 'range' });
  });

  it('pages SKUs and filters them by sale state and track', async () => {
    const all = await op(server, token, 'Skus', { pagination: { first: 9999 } });
    expect(all.data.skus.total_count).toBe(12);
    const onSale = await op(server, token, 'Skus', { on_sale: true, track: 'course' });
    expect(onSale.data.skus.nodes.map((s: { name: string }) => s.name)).toEqual(['港股投资课']);
    expect(
      all.data.skus.nodes.some((s: { platforms: string[] }) => s.platforms.includes('IOS_IAP')),
    ).toBe(true);
  });
});

describe('users', () => {
  it('lists users for the dashboard chart (oldest first in a window) and the user screen (filters)', async () => {
    const start = server.clock.now - 30 * DAY;
    const chart = await op(server, token, 'DashboardUserChart', {
      start_time: start,
      end_time: server.clock.now,
    });
    const created = chart.data.users.nodes.map((u: { created_at: number }) => u.created_at);
    expect(created.length).toBeGreaterThan(10);
    expect([...created].sort((a, b) => a - b)).toEqual(created);
    const { n } = await one<{ n: number }>(
      sql`select count(distinct m.user_id)::int as n from memberships m where m.level = 3 and m.expired_at > ${server.clock.now}`,
    );
    const meta = await op(server, token, 'UsersV2', { membership_levels: ['META'], first: 100 });
    expect(meta.data.users_v2.total_count).toBe(n);
    for (const u of meta.data.users_v2.nodes) {
      expect(
        u.memberships.some(
          (m: { level: string; expired: boolean }) => m.level === 'META' && !m.expired,
        ),
      ).toBe(true);
      expect(
        u.memberships.find((m: { level: string }) => m.level === 'NORMAL').expired_at,
      ).toBeNull();
    }
    const frozen = await op(server, token, 'UsersV2', { status: 'FROZEN' });
    expect(frozen.data.users_v2.total_count).toBeGreaterThan(0);
    const inst = await op(server, token, 'UsersV2', {
      is_institution: true,
      privileges: ['TERMINAL'],
    });
    expect(inst.data.users_v2.total_count).toBeGreaterThan(0);
    const byId = await op(server, token, 'UsersV2', {
      keyword: String(meta.data.users_v2.nodes[0].id),
    });
    expect(byId.data.users_v2.nodes.map((u: { id: string }) => u.id)).toContain(
      meta.data.users_v2.nodes[0].id,
    );
    const ids = await op(server, token, 'Users', { ids: ['1', '2'] });
    expect(ids.data.users.nodes.map((u: { id: string }) => u.id)).toEqual(['1', '2']);
    expect(ids.data.users.nodes[0].internal_info.roles).toEqual(['Admin']);
  });

  it('grants a privilege with the version rule', async () => {
    const user = (await op(server, token, 'Users', { ids: ['20'] })).data.users.nodes[0];
    const until = server.clock.now + 30 * DAY;
    const r = await op(server, token, 'AddPrivilegeToAccount', {
      user_id: '20',
      privilege: 'REPORT',
      expired_at: until,
      version: user.version,
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.addPrivilegeToAccount.version).toBe(user.version + 1);
    expect(r.data.addPrivilegeToAccount.privileges).toContainEqual({
      name: 'REPORT',
      expired_at: until,
    });
    const forever = await op(server, token, 'AddPrivilegeToAccount', {
      user_id: '20',
      privilege: 'REPORT',
      expired_at: null,
      version: user.version + 1,
    });
    expect(forever.data.addPrivilegeToAccount.privileges).toContainEqual({
      name: 'REPORT',
      expired_at: null,
    });
    const stale = await op(server, token, 'AddPrivilegeToAccount', {
      user_id: '20',
      privilege: 'TERMINAL',
      version: user.version,
    });
    expect(stale.errors![0]!.extensions).toMatchObject({
      code: 'CONFLICT',
      current_version: user.version + 2,
    });
    expect(stale.errors![0]!.extensions.current.id).toBe(20);
    const missing = await op(server, token, 'AddPrivilegeToAccount', {
      user_id: '99999',
      privilege: 'REPORT',
      version: 1,
    });
    expect(missing.errors![0]).toMatchObject({
      message: 'User not found',
      extensions: { code: 'NOT_FOUND', field: 'user_id' },
    });
  });
});

describe('credit', () => {
  it('reads prices and upserts them on kind with the version rule', async () => {
    const list = await op(server, token, 'CreditExpense');
    expect(list.data.credit_expense.map((e: { kind: string }) => e.kind)).toEqual([
      'ai_summary',
      'ai_translate',
      'report_download',
      'terminal_export',
    ]);
    const create = await op(server, token, 'CreditSetExpense', { kind: 'ai_chart', amount: 12 });
    expect(create.data.creditSetExpense).toMatchObject({ kind: 'ai_chart', price: 12, version: 1 });
    const again = await op(server, token, 'CreditSetExpense', { kind: 'ai_chart', amount: 13 });
    expect(again.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', current_version: 1 });
    const update = await op(server, token, 'CreditSetExpense', {
      kind: 'ai_chart',
      amount: 15,
      version: 1,
    });
    expect(update.data.creditSetExpense).toMatchObject({ price: 15, version: 2 });
    const negative = await op(server, token, 'CreditSetExpense', {
      kind: 'ai_chart',
      amount: -1,
      version: 2,
    });
    expect(negative.errors![0]!.extensions.errors[0]).toMatchObject({
      field: 'amount',
      rule: 'range',
    });
    const one = await op(server, token, 'CreditExpense', { kind: 'ai_chart' });
    expect(one.data.credit_expense).toHaveLength(1);
  });

  it('ends an internal subscription now', async () => {
    const sub = await one<{ user_id: number; plan: string; version: number }>(
      sql`select user_id, plan, version from credit_subscriptions order by user_id limit 1`,
    );
    const r = await op(server, token, 'CreditInternalUnsubscribe', {
      plan: sub.plan,
      user_id: String(sub.user_id),
      version: sub.version,
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.creditInternalUnsubscribe).toMatchObject({
      plan: sub.plan,
      expired_at: server.clock.now,
      version: sub.version + 1,
    });
    const stale = await op(server, token, 'CreditInternalUnsubscribe', {
      plan: sub.plan,
      user_id: String(sub.user_id),
      version: sub.version,
    });
    expect(stale.errors![0]!.extensions.code).toBe('CONFLICT');
    const wrongPlan = await op(server, token, 'CreditInternalUnsubscribe', {
      plan: 'nope',
      user_id: String(sub.user_id),
      version: 1,
    });
    expect(wrongPlan.errors![0]!.extensions.code).toBe('NOT_FOUND');
  });
});

describe('flash news', () => {
  it('lists newest first and edits with the version rule', async () => {
    const r = await op(server, token, 'WscnLives', { first: 5, status: ['PUBLISHED'] });
    const times = r.data.wscn_lives.nodes.map((l: { display_time: number }) => l.display_time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const live = r.data.wscn_lives.nodes[0];
    const edit = await op(server, token, 'UpdateWscnLive', {
      id: live.id,
      version: live.version,
      input: { score: 3, is_deleted: true },
    });
    expect(edit.data.updateWscnLive).toMatchObject({
      score: 3,
      is_deleted: true,
      version: live.version + 1,
    });
    const stale = await op(server, token, 'UpdateWscnLive', {
      id: live.id,
      version: live.version,
      input: { score: 1 },
    });
    expect(stale.errors![0]!.extensions.code).toBe('CONFLICT');
    const empty = await op(server, token, 'UpdateWscnLive', {
      id: live.id,
      version: live.version + 1,
      input: { content: null },
    });
    expect(empty.errors![0]!.extensions.errors[0]).toMatchObject({
      field: 'content',
      rule: 'required',
    });
  });
});

describe('external sources', () => {
  it('creates and edits sources, groups and items with their rules', async () => {
    const source = await op(server, token, 'CreateExternalSource', {
      input: { key: 'safe', name: '国家外汇管理局', group_ids: ['1'] },
    });
    expect(source.errors).toBeUndefined();
    const s = source.data.createExternalSource;
    expect(s).toMatchObject({ key: 'safe', status: 'DRAFT', version: 1 });
    const dup = await op(server, token, 'CreateExternalSource', {
      input: { key: 'safe', name: 'x' },
    });
    expect(dup.errors![0]!.extensions).toMatchObject({
      code: 'DUPLICATE',
      status: 40010,
      field: 'key',
    });
    const rename = await op(server, token, 'UpdateExternalSource', {
      id: s.id,
      version: 1,
      input: { key: 'pbc' },
    });
    expect(rename.errors![0]!.extensions.code).toBe('DUPLICATE');
    const publish = await op(server, token, 'UpdateExternalSource', {
      id: s.id,
      version: 1,
      input: { status: 'PUBLISHED' },
    });
    expect(publish.data.updateExternalSource).toMatchObject({ status: 'PUBLISHED', version: 2 });

    const group = await op(server, token, 'CreateExternalSourceGroup', {
      input: { name: '外汇', source_ids: [s.id] },
    });
    expect(group.errors).toBeUndefined();
    const missingSource = await op(server, token, 'CreateExternalSourceGroup', {
      input: { name: 'x', source_ids: ['9999'] },
    });
    expect(missingSource.errors![0]).toMatchObject({
      message: 'Sources not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const noName = await op(server, token, 'CreateExternalSourceGroup', { input: { name: ' ' } });
    expect(noName.errors![0]!.message).toBe('Please input title first');
    const inGroup = await op(server, token, 'ExternalSources', {
      group_id: group.data.createExternalSourceGroup.id,
    });
    expect(inGroup.data.external_sources.nodes.map((x: { key: string }) => x.key)).toEqual([
      'safe',
    ]);
    // Both sides of the membership: the group's sources, the source's groups.
    const g = group.data.createExternalSourceGroup;
    expect(g.sources.map((x: { id: string }) => x.id)).toEqual([s.id]);
    const withGroups = await op(server, token, 'ExternalSource', { id: s.id });
    // Group 1 from the creation, the new group by its sources; ordered by name.
    expect(withGroups.data.external_source.groups.map((x: { id: string }) => x.id)).toEqual(
      expect.arrayContaining(['1', g.id]),
    );
    expect(withGroups.data.external_source.groups).toHaveLength(2);
    const emptied = await op(server, token, 'UpdateExternalSourceGroup', {
      id: g.id,
      version: g.version,
      input: { source_ids: [] },
    });
    expect(emptied.data.updateExternalSourceGroup.sources).toEqual([]);
    const regrouped = await op(server, token, 'UpdateExternalSource', {
      id: s.id,
      version: publish.data.updateExternalSource.version,
      input: { group_ids: [g.id] },
    });
    expect(regrouped.data.updateExternalSource.groups.map((x: { id: string }) => x.id)).toEqual([
      g.id,
    ]);
    expect(regrouped.data.updateExternalSource.groups[0].name).toBe('外汇');

    const item = await op(server, token, 'CreateExternalItem', {
      input: { source_id: s.id, title: '外汇储备数据', tag_ids: ['1'] },
    });
    expect(item.errors).toBeUndefined();
    expect(item.data.createExternalItem).toMatchObject({
      status: 'DRAFT',
      synchronized: false,
      display_time: server.clock.now,
    });
    const sync = await op(server, token, 'UpdateExternalItem', {
      id: item.data.createExternalItem.id,
      version: 1,
      input: { synchronized: true },
    });
    expect(sync.data.updateExternalItem).toMatchObject({ synchronized: true, version: 2 });
    const items = await op(server, token, 'ExternalItems', {
      source_ids: [s.id],
      synchronized: true,
    });
    expect(items.data.external_items.total_count).toBe(1);
    const noSource = await op(server, token, 'CreateExternalItem', {
      input: { source_id: '9999', title: 'x' },
    });
    expect(noSource.errors![0]!.message).toBe('Sources not found');
    const missing = await op(server, token, 'ExternalSource', { id: '9999' });
    expect(missing.errors![0]).toMatchObject({
      message: 'Sources not found',
      path: ['external_source'],
    });
  });

  it('refuses a token that was never issued', async () => {
    const r = await graphql(server, 'x'.repeat(40), '{ skus { total_count } }');
    expect(r.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 50008 });
  });
});
