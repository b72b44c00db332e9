import { eq } from 'drizzle-orm';
import { coupons } from '../../src/db/schema';
import type { StateSetup } from './states';

const DAY = 86_400_000;

/** Provider states of the library area (#11); documented in contracts/provider-states.md. */
export const libraryStates: Record<string, StateSetup> = {
  'a usable coupon named New member 30 off exists': async (ctx) => {
    const now = ctx.now();
    await ctx.db.delete(coupons).where(eq(coupons.name, 'New member 30 off'));
    const [row] = await ctx.db
      .insert(coupons)
      .values({
        name: 'New member 30 off',
        description: 'For a first yearly membership',
        discount: 3000,
        threshold: 19900,
        starts_at: now - DAY,
        expires_at: now + 30 * DAY,
        status: 'active',
        // Newest, so it is on the first page whatever else the database holds.
        created_at: now + 60_000,
        updated_at: now,
      })
      .returning({ id: coupons.id });
    ctx.counts.invalidate('coupons');
    return { id: row!.id };
  },
};
