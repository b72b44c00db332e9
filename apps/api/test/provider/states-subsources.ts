import { eq } from 'drizzle-orm';
import { externalSources, externalSubSources } from '../../src/db/schema';
import type { AppContext } from '../../src/http/types';
import type { StateSetup } from './states';

/**
 * Provider states of the sub-sources (issue #15, designed here): a published source
 * `pact-subsources` at version 1 with two sub-sources (markets, policy), and no source
 * `pact-new-subsources` (so that creating it succeeds).
 */
export const subSourceStates: Record<string, StateSetup> = {
  'a source with sub-sources exists': async (ctx: AppContext) => {
    const now = ctx.now();
    const values = {
      key: 'pact-subsources',
      name: 'Pact sub-sources',
      status: 'published',
      updated_at: now,
      version: 1,
    };
    const [row] = await ctx.db
      .insert(externalSources)
      .values({ ...values, created_at: now })
      .onConflictDoUpdate({ target: externalSources.key, set: values })
      .returning({ id: externalSources.id });
    const sourceId = row!.id;
    await ctx.db.delete(externalSubSources).where(eq(externalSubSources.source_id, sourceId));
    await ctx.db.insert(externalSubSources).values(
      [
        { key: 'markets', name: 'Markets', url: 'https://example.org/markets' },
        { key: 'policy', name: 'Policy', url: null },
      ].map((s, position) => ({
        ...s,
        position,
        source_id: sourceId,
        created_at: now,
        updated_at: now,
      })),
    );
    ctx.counts.invalidate('external_sources');
    return { sourceId };
  },

  'no external source pact-new-subsources exists': async (ctx: AppContext) => {
    await ctx.db.delete(externalSources).where(eq(externalSources.key, 'pact-new-subsources'));
    ctx.counts.invalidate('external_sources');
    return {};
  },
};
