import { and, eq } from 'drizzle-orm';
import { articles, assets, dailyReports, viewpoints } from '../../src/db/schema';
import type { AppContext } from '../../src/http/types';
import { dayStartGmt8 } from '../../src/services/chinaTime';
import type { StateSetup } from './states';

/**
 * Provider states of the desk (issue #12, #19, designed here): a Wall Street article, a viewpoint,
 * an asset, and a published article for the daily report of the pact day (2026-01-15, GMT+8).
 */
export const PACT_REPORT_DAY = dayStartGmt8(Date.UTC(2026, 0, 15, 4));

async function wallstreetArticle(ctx: AppContext) {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(articles)
    .values({
      title: 'Pact Wall Street article',
      body: '<p>Pact body</p>',
      summary: 'Pact summary',
      origin: 'WSCN',
      status: 'published',
      display_time: now,
      published_at: now,
      created_at: now,
      updated_at: now,
    } as typeof articles.$inferInsert)
    .returning({ id: articles.id });
  ctx.counts.invalidate('articles');
  return row!.id;
}

export const desk2States: Record<string, StateSetup> = {
  'a Wall Street article exists': async (ctx) => ({
    wallstreetArticleId: await wallstreetArticle(ctx),
  }),

  'a viewpoint exists': async (ctx) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(viewpoints)
      .values({
        author: 'Pact analyst',
        title: 'Pact viewpoint',
        body: '<p>Pact opinion</p>',
        symbols: ['PACT'],
        display_time: now,
        status: 'published',
        created_at: now,
        updated_at: now,
      })
      .returning({ id: viewpoints.id });
    return { viewpointId: row!.id };
  },

  'an asset exists': async (ctx) => {
    const now = ctx.now();
    await ctx.db.delete(assets).where(and(eq(assets.market, 'US'), eq(assets.code, 'PACT')));
    const [row] = await ctx.db
      .insert(assets)
      .values({
        name: 'Pact asset',
        code: 'PACT',
        market: 'US',
        kind: 'STOCK',
        created_at: now,
        updated_at: now,
      })
      .returning({ id: assets.id });
    return { assetId: row!.id };
  },

  'the daily report of the pact day is not saved': async (ctx) => {
    await ctx.db.delete(dailyReports).where(eq(dailyReports.day, PACT_REPORT_DAY));
    return { day: PACT_REPORT_DAY, articleId: await wallstreetArticle(ctx) };
  },

  'the daily report of the pact day is saved': async (ctx) => {
    await ctx.db.delete(dailyReports).where(eq(dailyReports.day, PACT_REPORT_DAY));
    const id = await wallstreetArticle(ctx);
    const now = ctx.now();
    await ctx.db.insert(dailyReports).values({
      day: PACT_REPORT_DAY,
      items: [{ kind: 1, id }],
      created_at: now,
      updated_at: now,
    });
    return { day: PACT_REPORT_DAY, articleId: id };
  },
};
