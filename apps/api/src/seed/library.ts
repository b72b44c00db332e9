import { coupons } from '../db/schema';
import type { AppContext } from '../http/types';

const DAY = 86_400_000;

/** The demo coupons of the coupon panel (#11): the same rows on every machine. */
export async function seedLibrary(ctx: AppContext) {
  const now = ctx.now();
  const names = [
    ['新会员立减 30 元', 3000, 19900],
    ['黑金年卡 9 折券', 5000, 49900],
    ['研报单篇 5 元券', 500, 0],
    ['路演专享 50 元券', 5000, 29900],
    ['老用户续费 100 元券', 10000, 99900],
  ] as const;
  const rows = Array.from({ length: 25 }, (_, i) => {
    const [name, discount, threshold] = names[i % names.length]!;
    const created = now - (i + 1) * 3 * DAY;
    return {
      name: `${name} #${i + 1}`,
      description: i % 3 === 0 ? '仅限 App 内使用' : null,
      discount,
      threshold,
      starts_at: created,
      // Every fifth coupon has expired; every seventh is disabled.
      expires_at: i % 5 === 4 ? now - DAY : now + (30 + i) * DAY,
      status: i % 7 === 6 ? 'disabled' : 'active',
      created_at: created,
      updated_at: created,
      version: 1,
    };
  });
  await ctx.db.insert(coupons).values(rows);
  ctx.counts.invalidate('coupons');
}
