import { eq } from 'drizzle-orm';
import { pushNotifications, users } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/seed';
import type { StateSetup } from './states';

/** A push in a given state, by the admin (the cancel of a sent push, #14, designed here). */
async function pushIn(
  ctx: Parameters<StateSetup>[0],
  status: 'sent' | 'cancelled',
): Promise<{ pushId: number }> {
  const now = ctx.now();
  const [admin] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email))
    .limit(1);
  const [row] = await ctx.db
    .insert(pushNotifications)
    .values({
      title: 'LPR unchanged in May',
      body: 'The one-year LPR stays at 3.45%. Read the analysis.',
      platform: 'all',
      start_time: now - 3_600_000,
      extra: { url: 'newsdesk://article/42', content_kind: 1, content_id: 42 },
      status,
      sent_count: 120,
      open_count: 21,
      dismiss_count: 8,
      cancelled_at: status === 'cancelled' ? now - 60_000 : null,
      created_by: admin!.id,
      created_at: now - 7_200_000,
      updated_at: now - 60_000,
      version: status === 'cancelled' ? 2 : 1,
    })
    .returning({ id: pushNotifications.id });
  return { pushId: row!.id };
}

/** Provider states of cancelling a sent push (#14); in contracts/provider-states.md. */
export const pushCancelStates: Record<string, StateSetup> = {
  'a sent push exists': (ctx) => pushIn(ctx, 'sent'),
  'a cancelled push exists': (ctx) => pushIn(ctx, 'cancelled'),
};
