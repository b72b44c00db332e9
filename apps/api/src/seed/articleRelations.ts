import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import { articles, reports } from '../db/schema';
import type { AppContext } from '../http/types';

/** How many of the newest published articles get related content in the demo data. */
export const RELATED_DEMO_ARTICLES = 4;

/**
 * Related content of the demo (#11, designed here): the newest published articles (the first rows
 * of the article list) relate to two other published articles and to one or two published reports,
 * so the article editor shows related content on a fresh start. Deterministic (no random draws, so
 * the rest of the demo data is unchanged); runs after the reports are seeded.
 */
export async function seedArticleRelations(ctx: AppContext): Promise<void> {
  const db = ctx.db;
  const newest = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.status, 'published'), eq(articles.article_type, 'article')))
    .orderBy(desc(articles.display_time), desc(articles.id))
    .limit(RELATED_DEMO_ARTICLES);
  if (newest.length === 0) return;
  const targets = newest.map((a) => a.id);
  const others = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.status, 'published'),
        eq(articles.article_type, 'article'),
        notInArray(articles.id, targets),
      ),
    )
    .orderBy(desc(articles.display_time), desc(articles.id))
    .limit(2 * targets.length);
  const reportIds = (
    await db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.status, 'published'))
      .orderBy(asc(reports.id))
      .limit(targets.length + 1)
  ).map((r) => r.id);
  for (const [i, id] of targets.entries()) {
    const related = others.slice(2 * i, 2 * i + 2).map((a) => a.id);
    const relatedReports = reportIds.slice(i, i + (i % 2 === 0 ? 2 : 1));
    await db
      .update(articles)
      .set({ related_article_ids: related, related_report_ids: relatedReports })
      .where(eq(articles.id, id));
  }
}
