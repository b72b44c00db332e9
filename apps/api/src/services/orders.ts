import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { orderItems, orderTransactions, orders, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext, MainOperations } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import { fileUrl } from './content';
import { updateVersioned } from './versioned';

type Schemas = components['schemas'];
type Order = Schemas['Order'];
type Row = typeof orders.$inferSelect;
type ListQuery = NonNullable<MainOperations['listOrders']['parameters']['query']>;

const DEFAULT_START = 1535558400000;

/** Buyers, lines and payments of a page of orders: three queries whatever the page size. */
async function present(ctx: AppContext, rows: Row[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const [buyers, items, payments] = ids.length
    ? await Promise.all([
        ctx.db
          .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
          .from(users)
          .where(inArray(users.id, userIds)),
        ctx.db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.order_id, ids))
          .orderBy(asc(orderItems.id)),
        ctx.db
          .select()
          .from(orderTransactions)
          .where(inArray(orderTransactions.order_id, ids))
          .orderBy(asc(orderTransactions.id)),
      ])
    : [[], [], []];
  const buyerBy = new Map(buyers.map((b) => [b.id, b]));
  return rows.map((r) => {
    const buyer = buyerBy.get(r.user_id);
    return {
      id: r.id,
      order_no: r.order_no,
      platform: r.platform as Order['platform'],
      state: r.state as Order['state'],
      title: r.title,
      amount: r.amount,
      real_pay_amount: r.real_pay_amount,
      source: r.source,
      remark: r.remark,
      user_info: {
        user_id: r.user_id,
        nickname: buyer?.nickname ?? null,
        avatar: fileUrl(ctx, buyer?.avatar ?? null),
      },
      order_items: items
        .filter((i) => i.order_id === r.id)
        .map((i) => ({
          sku_detail: i.sku_detail as Schemas['Sku'],
          quantity: i.quantity,
          price: i.price,
        })),
      transactions: payments
        .filter((p) => p.order_id === r.id)
        .map((p) => ({
          id: p.id,
          pay_time: p.pay_time,
          pay_channel: p.pay_channel as Schemas['PayChannel'],
          amount: p.amount,
        })),
      created_at: r.created_at,
      updated_at: r.updated_at,
      version: r.version,
    };
  });
}

const encodeAnchor = (r: Row) =>
  Buffer.from(JSON.stringify([r.created_at, r.id])).toString('base64url');

function decodeAnchor(anchor: string): [number, number] {
  try {
    const v = JSON.parse(Buffer.from(anchor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'number')
      return [v[0], v[1]];
  } catch {
    // falls through
  }
  throw ApiError.field('anchor', 'format', 'anchor: not an anchor returned by this list');
}

/** Orders by every filter given, anchor paging, with the totals of every matching order. */
export async function listOrders(ctx: AppContext, q: ListQuery) {
  const size = q.size ?? 20;
  const desc_ = (q.sort_type ?? 'desc') === 'desc';
  const conds: SQL[] = [
    gte(orders.created_at, q.time_start ?? DEFAULT_START),
    lt(orders.created_at, q.time_end ?? ctx.now() + 1),
  ];
  if (q.order_no) conds.push(eq(orders.order_no, q.order_no));
  if (q.user_id !== undefined) conds.push(eq(orders.user_id, q.user_id));
  if (q.order_state) conds.push(eq(orders.state, q.order_state));
  if (q.source) conds.push(eq(orders.source, q.source));
  if (q.pay_channel) {
    conds.push(
      sql`exists (select 1 from ${orderTransactions} where ${orderTransactions.order_id} = ${orders.id} and ${orderTransactions.pay_channel} = ${q.pay_channel})`,
    );
  }
  const filter = and(...conds);
  const after = q.anchor ? decodeAnchor(q.anchor) : null;
  const page = after
    ? desc_
      ? or(
          lt(orders.created_at, after[0]),
          and(eq(orders.created_at, after[0]), lt(orders.id, after[1])),
        )
      : or(
          gt(orders.created_at, after[0]),
          and(eq(orders.created_at, after[0]), gt(orders.id, after[1])),
        )
    : undefined;
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(and(filter, page))
      .orderBy(
        ...(desc_
          ? [desc(orders.created_at), desc(orders.id)]
          : [asc(orders.created_at), asc(orders.id)]),
      )
      .limit(size + 1),
    // Totals of every match: kept until a write to orders, or a second (the default end of the
    // window is the clock).
    ctx.counts.remember(
      ['orders', 'order_transactions'],
      JSON.stringify({ ...q, anchor: undefined, size: undefined, sort_type: undefined }),
      1_000,
      ctx.now(),
      () =>
        ctx.db
          .select({
            n: sql<number>`count(*)::int`,
            sum: sql<number>`coalesce(sum(${orders.real_pay_amount}), 0)::bigint`,
          })
          .from(orders)
          .where(filter),
    ),
  ]);
  const pageRows = rows.slice(0, size);
  const last = pageRows[pageRows.length - 1];
  return {
    items: await present(ctx, pageRows),
    next_anchor: rows.length > size && last ? encodeAnchor(last) : '',
    has_more: rows.length > size,
    total_count: totals?.n ?? 0,
    total_amount: Number(totals?.sum ?? 0),
  };
}

export async function remarkOrder(ctx: AppContext, input: Schemas['OrderRemark']) {
  const row = await updateVersioned(
    ctx.db,
    orders,
    input.order_id,
    input.version,
    { remark: input.remark === '' ? null : input.remark, updated_at: ctx.now() },
    { notFound: 'Order not found', present: async (r) => (await present(ctx, [r]))[0] },
  );
  ctx.counts.invalidate('orders');
  return (await present(ctx, [row]))[0]!;
}
