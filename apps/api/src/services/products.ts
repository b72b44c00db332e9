import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { coupons } from '../db/schema';
import type { AppContext, DataOf, MainOperations } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/main';
import { likeOf } from './content-graph';

type Coupon = components['schemas']['Coupon'];
type CouponRow = typeof coupons.$inferSelect;
export type CouponListQuery = MainOperations['listCoupons']['parameters']['query'];

const toCoupon = (r: CouponRow): Coupon => ({
  id: r.id,
  name: r.name,
  description: r.description,
  discount: r.discount,
  threshold: r.threshold,
  starts_at: r.starts_at,
  expires_at: r.expires_at,
  status: r.status as Coupon['status'],
  created_at: r.created_at,
  updated_at: r.updated_at,
  version: r.version,
});

/**
 * `GET /v1/admin/coupons` (designed here for the coupon panel): newest first, ties by id;
 * `keyword` on the name, `usable` = active and not expired at `ctx.now()`.
 */
export async function listCoupons(
  ctx: AppContext,
  q: CouponListQuery,
): Promise<DataOf<MainOperations['listCoupons']>> {
  const page = q?.page ?? 1;
  const limit = q?.limit ?? 20;
  const conds: SQL[] = [];
  const kw = q?.keyword?.trim();
  if (kw) conds.push(sql`${coupons.name} ilike ${likeOf(kw)}`);
  if (q?.usable) conds.push(eq(coupons.status, 'active'), gt(coupons.expires_at, ctx.now()));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.created_at), desc(coupons.id))
      .limit(limit)
      .offset((page - 1) * limit),
    // `usable` depends on the clock: counted every time rather than cached.
    q?.usable
      ? ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(coupons)
          .where(where)
          .then(([r]) => r?.n ?? 0)
      : ctx.counts.get('coupons', JSON.stringify({ k: kw ?? null }), async () => {
          const [r] = await ctx.db
            .select({ n: sql<number>`count(*)::int` })
            .from(coupons)
            .where(where);
          return r?.n ?? 0;
        }),
  ]);
  return { items: rows.map(toCoupon), total, page, limit };
}
