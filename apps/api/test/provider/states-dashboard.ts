import { eq, or, sql } from 'drizzle-orm';
import { memberships, users } from '../../src/db/schema';
import type { StateSetup } from './states';

/**
 * Provider states of the users, finance and dashboard area (issue #13, designed here): an e-mail
 * and a phone that no account uses, so that adding a user succeeds however often it is replayed.
 */
export const dashboardStates: Record<string, StateSetup> = {
  'no account uses the e-mail pact.new@example.org or the phone +86 13900139000': async (ctx) => {
    const taken = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        or(sql`lower(${users.email}) = 'pact.new@example.org'`, eq(users.phone, '+86 13900139000')),
      );
    for (const { id } of taken) {
      await ctx.db.delete(memberships).where(eq(memberships.user_id, id));
      await ctx.db.delete(users).where(eq(users.id, id));
    }
    ctx.counts.invalidate('users');
    return undefined;
  },
};
