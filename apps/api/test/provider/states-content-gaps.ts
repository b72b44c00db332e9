import { articles, reports } from '../../src/db/schema';
import type { StateSetup } from './states';

/**
 * Provider states of the content gaps (#11, #19): a published article and a report that a new
 * article relates to (`related_article_ids`, `related_report_ids`, designed here).
 */
export const contentGapsStates: Record<string, StateSetup> = {
  'an article and a report to relate exist': async (ctx) => {
    const now = ctx.now();
    const [article] = await ctx.db
      .insert(articles)
      .values({
        title: 'Rates outlook for the second half',
        body: '<p>Rates stay on hold.</p>',
        author_id: 2,
        status: 'published',
        display_time: now,
        published_at: now,
        words_count: 4,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: articles.id });
    const [report] = await ctx.db
      .insert(reports)
      .values({
        title: 'Semiconductor outlook 2027',
        url: 'u20261125-outlook.pdf',
        extension: 'pdf',
        vip_visibility: 0,
        display_time: now,
        status: 'published',
        created_at: now,
        updated_at: now,
      })
      .returning({ id: reports.id });
    ctx.counts.invalidate('articles');
    ctx.counts.invalidate('reports');
    return { relatedArticleId: article!.id, relatedReportId: report!.id };
  },
};
