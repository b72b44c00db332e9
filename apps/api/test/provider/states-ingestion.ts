import { eq } from 'drizzle-orm';
import { externalSources } from '../../src/db/schema';
import { crawlers } from '../../src/db/schema-ingestion';
import type { AppContext } from '../../src/http/types';
import type { StateSetup } from './states';

/**
 * Provider states of the crawlers (issue #15, designed here): a published and a draft source,
 * and a crawler of the published one.
 */
async function source(ctx: AppContext, key: string, status: 'published' | 'draft') {
  const now = ctx.now();
  const values = {
    key,
    name: key === 'pact-news' ? 'Pact news' : 'Pact drafts',
    status,
    updated_at: now,
  };
  const [row] = await ctx.db
    .insert(externalSources)
    .values({ ...values, created_at: now, version: 1 })
    .onConflictDoUpdate({ target: externalSources.key, set: values })
    .returning({ id: externalSources.id });
  ctx.counts.invalidate('external_sources');
  return row!.id;
}

export const ingestionStates: Record<string, StateSetup> = {
  'a published source for crawlers exists': async (ctx) => ({
    sourceId: await source(ctx, 'pact-news', 'published'),
  }),

  'a draft source for crawlers exists': async (ctx) => ({
    sourceId: await source(ctx, 'pact-drafts', 'draft'),
  }),

  'a crawler exists': async (ctx) => crawler(ctx, 'pact-crawler', 'published'),

  'a crawler of a draft source exists': async (ctx) =>
    crawler(ctx, 'pact-draft-source-crawler', 'draft'),
};

async function crawler(ctx: AppContext, key: string, status: 'published' | 'draft') {
  const sourceId = await source(ctx, status === 'published' ? 'pact-news' : 'pact-drafts', status);
  await ctx.db.delete(crawlers).where(eq(crawlers.key, key));
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(crawlers)
    .values({
      key,
      name: 'Pact crawler',
      url: 'https://example.org/news',
      schedule: '0 9 * * *',
      item_selector: 'li.item',
      fields: [{ name: 'title', selector: 'a', attribute: null }],
      variables: [],
      source_id: sourceId,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: crawlers.id });
  return { crawlerId: row!.id, sourceId };
}
