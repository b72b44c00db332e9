import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { orderItems, orderTransactions, orders, skus, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext } from '../http/types';
import { fileUrl } from './content';
import { groupBy } from './content-graph';
import { GMT8_OFFSET_MS as GMT8 } from './chinaTime';

/** Orders, SKUs and order statistics as GraphQL reads them (amounts in cents, GMT+8 periods). */

type OrderRow = typeof orders.$inferSelect;

/** The console's default start of the order window: 30 Aug 2018 00:00 GMT+8. */
export const DEFAULT_ORDER_START = 1535558400000;

// ── SKUs ──────────────────────────────────────────────────────────────────────

export async function querySkus(
  ctx: AppContext,
  f: { onSale?: boolean | null; track?: string | null },
  page: { start: number; limit: number },
) {
  const c: SQL[] = [];
  if (f.onSale !== undefined && f.onSale !== null) c.push(eq(skus.on_sale, f.onSale));
  if (f.track !== undefined && f.track !== null) c.push(eq(skus.track, f.track));
  const where = c.length ? and(...c) : undefined;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(skus)
      .where(where)
      .orderBy(desc(skus.id))
      .limit(page.limit)
      .offset(page.start),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(skus)
      .where(where),
  ]);
  return { nodes: rows, total: count?.n ?? 0 };
}

// ── Orders ────────────────────────────────────────────────────────────────────

export interface OrderFilter {
  orderNo?: string | null;
  userId?: number | undefined;
  state?: string | null;
  payChannels?: string[] | null;
  platforms?: string[] | null;
  source?: string | null;
  start?: number | null;
  end?: number | null;
}

interface SkuSnapshot {
  id?: number;
  sku_id?: number;
  commodity_id?: number | null;
  name?: string;
  cover_uri?: string | null;
  price?: number;
  spec_attrs?: { key: string; value: string }[];
}

/** Buyers, lines and payments of a page of orders: three queries whatever the page size. */
async function presentOrders(ctx: AppContext, rows: OrderRow[]) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [buyers, items, payments] = await Promise.all([
    ctx.db
      .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.user_id))])),
    ctx.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.order_id, ids))
      .orderBy(asc(orderItems.id)),
    ctx.db
      .select()
      .from(orderTransactions)
      .where(inArray(orderTransactions.order_id, ids))
      .orderBy(asc(orderTransactions.pay_time), asc(orderTransactions.id)),
  ]);
  const buyerBy = new Map(buyers.map((b) => [b.id, b]));
  const itemsBy = groupBy(items, (i) => i.order_id);
  const paymentsBy = groupBy(payments, (p) => p.order_id);
  return rows.map((r) => ({
    ...r,
    user_info: {
      user_id: r.user_id,
      nickname: buyerBy.get(r.user_id)?.nickname ?? null,
      avatar: fileUrl(ctx, buyerBy.get(r.user_id)?.avatar ?? null),
    },
    order_items: (itemsBy.get(r.id) ?? []).map((i) => {
      const s = i.sku_detail as SkuSnapshot;
      return {
        quantity: i.quantity,
        price: i.price,
        sku_detail: {
          sku_id: s.sku_id ?? s.id ?? i.sku_id,
          commodity_id: s.commodity_id ?? null,
          name: s.name ?? '',
          cover_uri: s.cover_uri ?? null,
          price: s.price ?? i.price,
          spec_attrs: s.spec_attrs ?? [],
        },
      };
    }),
    transactions: paymentsBy.get(r.id) ?? [],
  }));
}

export async function queryOrders(
  ctx: AppContext,
  f: OrderFilter,
  page: { start: number; limit: number },
) {
  const c: SQL[] = [gte(orders.created_at, f.start ?? DEFAULT_ORDER_START)];
  if (f.end !== undefined && f.end !== null) c.push(lt(orders.created_at, f.end));
  if (f.orderNo) c.push(eq(orders.order_no, f.orderNo));
  if (f.userId !== undefined) c.push(eq(orders.user_id, f.userId));
  if (f.state) c.push(eq(orders.state, f.state));
  if (f.source) c.push(eq(orders.source, f.source));
  if (f.platforms?.length) c.push(inArray(orders.platform, f.platforms));
  if (f.payChannels?.length) {
    c.push(
      sql`exists (select 1 from ${orderTransactions} where ${orderTransactions.order_id} = ${orders.id} and ${inArray(orderTransactions.pay_channel, f.payChannels)})`,
    );
  }
  const where = and(...c);
  const [rows, totals] = await Promise.all([
    page.limit === 0
      ? Promise.resolve([] as OrderRow[])
      : ctx.db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.created_at), desc(orders.id))
          .limit(page.limit)
          .offset(page.start),
    ctx.counts.remember(
      ['orders', 'order_transactions'],
      `graphql:${JSON.stringify(f)}`,
      1_000,
      ctx.now(),
      () =>
        ctx.db
          .select({
            n: sql<number>`count(*)::int`,
            sum: sql<string>`coalesce(sum(${orders.real_pay_amount}), 0)::bigint`,
          })
          .from(orders)
          .where(where),
    ),
  ]);
  return {
    nodes: await presentOrders(ctx, rows),
    total: totals[0]?.n ?? 0,
    totalAmount: Number(totals[0]?.sum ?? 0),
  };
}

// ── Statistics ────────────────────────────────────────────────────────────────

export type Period = 'DAY' | 'WEEK' | 'MONTH' | 'QUARTER';
const DEFAULT_LIMIT: Record<Period, number> = { DAY: 30, WEEK: 2, MONTH: 12, QUARTER: 4 };

/** Start (ms) of the GMT+8 period containing `t`, moved by `shift` periods. */
export function periodStart(period: Period, t: number, shift = 0): number {
  const local = new Date(t + GMT8);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  switch (period) {
    case 'DAY':
      return Date.UTC(y, m, d + shift) - GMT8;
    case 'WEEK': {
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      return Date.UTC(y, m, d - sinceMonday + 7 * shift) - GMT8;
    }
    case 'MONTH':
      return Date.UTC(y, m + shift, 1) - GMT8;
    case 'QUARTER':
      return Date.UTC(y, m - (m % 3) + 3 * shift, 1) - GMT8;
  }
}

/** A query's rows, or none without running it (a drizzle query runs only when awaited). */
const skipUnless = <T>(run: boolean, query: PromiseLike<T[]>): PromiseLike<T[]> | T[] =>
  run ? query : [];

interface Bucketed {
  b: number;
  n: number;
  amount: string | number;
}

/**
 * `limit` consecutive periods ending with the one containing `end`, oldest first, over COMPLETE
 * orders: counts, revenue and the breakdowns by pay channel, platform and SKU, in four grouped
 * queries (periods found with width_bucket over the period boundaries).
 */
export async function orderStatistics(
  ctx: AppContext,
  period: Period,
  limitArg: number | null | undefined,
  endArg: number | null | undefined,
  /** Which breakdowns to compute (each is a grouped query); all unless said otherwise. */
  breakdowns: { payChannels: boolean; platforms: boolean; skus: boolean } = {
    payChannels: true,
    platforms: true,
    skus: true,
  },
) {
  const limit = limitArg ?? DEFAULT_LIMIT[period];
  if (!Number.isInteger(limit) || limit < 1 || limit > 366) {
    throw ApiError.field('limit', 'range', 'limit must be between 1 and 366');
  }
  const end = endArg ?? ctx.now();
  const bounds = Array.from({ length: limit + 1 }, (_, i) =>
    periodStart(period, end, i - limit + 1),
  );
  const from = bounds[0]!;
  const to = bounds[limit]!;
  const thresholds = sql`array[${sql.join(
    bounds.map((b) => sql`${b}::bigint`),
    sql`, `,
  )}]`;
  const bucket = sql`width_bucket(${orders.created_at}, ${thresholds})`;
  const window = and(
    eq(orders.state, 'COMPLETE'),
    gte(orders.created_at, from),
    lt(orders.created_at, to),
  );
  const [totals, byChannel, byPlatform, bySku] = await Promise.all([
    ctx.db
      .select({
        b: sql<number>`${bucket}`,
        n: sql<number>`count(*)::int`,
        amount: sql<string>`sum(${orders.real_pay_amount})::bigint`,
      })
      .from(orders)
      .where(window)
      .groupBy(sql`1`),
    skipUnless(
      breakdowns.payChannels,
      ctx.db
        .select({
          b: sql<number>`${bucket}`,
          key: orderTransactions.pay_channel,
          n: sql<number>`count(distinct ${orders.id})::int`,
          amount: sql<string>`sum(${orderTransactions.amount})::bigint`,
        })
        .from(orderTransactions)
        .innerJoin(orders, eq(orders.id, orderTransactions.order_id))
        .where(window)
        .groupBy(sql`1`, orderTransactions.pay_channel),
    ),
    skipUnless(
      breakdowns.platforms,
      ctx.db
        .select({
          b: sql<number>`${bucket}`,
          key: orders.platform,
          n: sql<number>`count(*)::int`,
          amount: sql<string>`sum(${orders.real_pay_amount})::bigint`,
        })
        .from(orders)
        .where(window)
        .groupBy(sql`1`, orders.platform),
    ),
    skipUnless(
      breakdowns.skus,
      ctx.db
        .select({
          b: sql<number>`${bucket}`,
          key: orderItems.sku_id,
          name: sql<string>`max(${orderItems.sku_detail}->>'name')`,
          n: sql<number>`count(*)::int`,
          amount: sql<string>`sum(${orderItems.price} * ${orderItems.quantity})::bigint`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.order_id))
        .where(window)
        .groupBy(sql`1`, orderItems.sku_id),
    ),
  ]);
  const sorted = <T extends Bucketed>(rows: T[], b: number) =>
    rows
      .filter((r) => Number(r.b) === b)
      .sort((x, y) => Number(y.amount) - Number(x.amount) || y.n - x.n);
  const nodes = bounds.slice(0, limit).map((start, i) => {
    const b = i + 1;
    const t = totals.find((r) => Number(r.b) === b);
    return {
      datetime: start,
      order_count: t?.n ?? 0,
      revenue: Number(t?.amount ?? 0),
      pay_channel_statistics: sorted(byChannel, b).map((r) => ({
        pay_channel: r.key,
        frequency: r.n,
        amount: Number(r.amount),
      })),
      platform_statistics: sorted(byPlatform, b).map((r) => ({
        platform: r.key,
        frequency: r.n,
        amount: Number(r.amount),
      })),
      sku_statistics: sorted(bySku, b).map((r) => ({
        sku_id: r.key,
        name: r.name ?? '',
        frequency: r.n,
        amount: Number(r.amount),
      })),
    };
  });
  return { period, nodes };
}
