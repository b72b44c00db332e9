import { articles, reports } from '../../src/db/schema';
import type { StateSetup } from './states';

/**
 * Provider states of an article's related content (#11, designed here): an article that relates to
 * a published article and a report, read over REST (`getArticle`) and GraphQL (`Article`).
 */
export const articleRelatedStates: Record<string, StateSetup> = {
  'an article with a related article and a related report exists': async (ctx) => {
    const now = ctx.now();
    const [related] = await ctx.db
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
    const [article] = await ctx.db
      .insert(articles)
      .values({
        title: 'Credit growth slows in October',
        body: '<p>New loans fell short of forecasts.</p>',
        summary: 'New loans fell short of forecasts.',
        author_id: 2,
        status: 'published',
        display_time: now,
        published_at: now,
        words_count: 6,
        related_article_ids: [related!.id],
        related_report_ids: [report!.id],
        created_at: now,
        updated_at: now,
      })
      .returning({ id: articles.id });
    ctx.counts.invalidate('articles');
    ctx.counts.invalidate('reports');
    return { id: article!.id, relatedArticleId: related!.id, relatedReportId: report!.id };
  },
};
