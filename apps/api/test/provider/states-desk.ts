import { sql } from 'drizzle-orm';
import { tagCategories, tags } from '../../src/db/schema';
import type { StateSetup } from './states';

/** Provider states of calendar, tags and the desk (#12); documented in contracts/provider-states.md. */
export const deskStates: Record<string, StateSetup> = {
  'an industry tag named Semiconductors exists': async (ctx) => {
    const now = ctx.now();
    await ctx.db.delete(tags).where(sql`lower(${tags.name}) = 'semiconductors'`);
    const [row] = await ctx.db
      .insert(tags)
      .values({
        name: 'Semiconductors',
        description: 'Chip makers and their suppliers',
        hot_words: ['chips'],
        status: 'published',
        is_topic: false,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: tags.id });
    await ctx.db
      .insert(tagCategories)
      .values({ tag_id: row!.id, category: 'industry' })
      .onConflictDoUpdate({ target: tagCategories.tag_id, set: { category: 'industry' } });
    ctx.counts.invalidate('tags');
    return { id: row!.id };
  },
};
