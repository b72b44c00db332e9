import { eq } from 'drizzle-orm';
import { systemMessages, users } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/seed';
import type { StateSetup } from './states';

/**
 * Provider states of the system messages by notification type (issue #14, #19, designed here):
 * `a delivered follow system message exists` gives `messageId`.
 */
export const sysmessageStates: Record<string, StateSetup> = {
  'a delivered follow system message exists': async (ctx) => {
    const now = ctx.now();
    const [admin] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.admin.email))
      .limit(1);
    // The only follow-type messages: this one, delivered, without a link.
    await ctx.db.delete(systemMessages).where(eq(systemMessages.notification_type, 'follow'));
    const [row] = await ctx.db
      .insert(systemMessages)
      .values({
        title: 'Follow the research desk',
        content: '<p>Three new analysts joined the desk.</p>',
        url: null,
        notification_type: 'follow',
        audience: { type: 'all' },
        status: 'published',
        sent_at: now,
        author_id: admin!.id,
        created_at: now + 60_000,
        updated_at: now,
      })
      .returning({ id: systemMessages.id });
    ctx.counts.invalidate('system_messages');
    return { messageId: row!.id };
  },
};
