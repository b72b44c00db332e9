import { eq } from 'drizzle-orm';
import { creditAccounts, creditSubscriptions, users } from '../../src/db/schema';
import type { StateSetup } from './states';

const DAY = 86_400_000;

/**
 * Provider states of the users' credit list (issue #15, designed here): a reader with a monthly
 * credit subscription and 1200 points.
 */
export const creditStates: Record<string, StateSetup> = {
  'a credit holder exists': async (ctx) => {
    const now = ctx.now();
    const email = 'pact-credit@example.org';
    let [reader] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!reader) {
      [reader] = await ctx.db
        .insert(users)
        .values({ nickname: 'Pact credit holder', email, created_at: now, updated_at: now })
        .returning({ id: users.id });
    }
    const id = reader!.id;
    await ctx.db.delete(creditSubscriptions).where(eq(creditSubscriptions.user_id, id));
    await ctx.db.delete(creditAccounts).where(eq(creditAccounts.user_id, id));
    await ctx.db.insert(creditSubscriptions).values({
      user_id: id,
      plan: 'monthly',
      started_at: now - DAY,
      expired_at: now + 29 * DAY,
      created_at: now,
      updated_at: now,
      version: 1,
    });
    await ctx.db
      .insert(creditAccounts)
      .values({ user_id: id, amount: 1200, expired_at: now + 29 * DAY, reset_at: now + 7 * DAY });
    ctx.counts.invalidate('users');
    return { userId: id };
  },
};
