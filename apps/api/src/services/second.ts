import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  articles,
  calendarEvents,
  calendarTopics,
  externalItems,
  faqs,
  links,
  reports,
  roadmaps,
  roadshows,
  videos,
  wscnLives,
} from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/second';
import { sanitizeBody } from './content';
import { ContentKind, loadRelations, missingTags, replaceRelations } from './relations';
import { updateVersioned } from './versioned';

type Schemas = components['schemas'];
type LinkRow = typeof links.$inferSelect;
type FaqRow = typeof faqs.$inferSelect;
type RoadmapRow = typeof roadmaps.$inferSelect;
type NodeInput = Schemas['RoadmapNodeInput'];

// ── Links ────────────────────────────────────────────────────────────────────

export const toLink = (r: LinkRow): Schemas['Link'] => ({
  id: r.id,
  title: r.title,
  to: r.to,
  status: r.status as Schemas['Link']['status'],
  created_at: r.created_at,
  updated_at: r.updated_at,
  version: r.version,
});

export async function getLink(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(links).where(eq(links.id, id)).limit(1);
  if (!row) throw ApiError.notFound('Link not found');
  return toLink(row);
}

export async function listLinks(
  ctx: AppContext,
  q: { page?: number; limit?: number; k?: string; status?: Schemas['Link']['status'] },
) {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const conds: SQL[] = [q.status ? eq(links.status, q.status) : ne(links.status, 'deleted')];
  if (q.k) {
    const like = `%${q.k.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conds.push(sql`(${links.title} ilike ${like} or ${links.to} ilike ${like})`);
  }
  const where = and(...conds);
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(links)
      .where(where)
      .orderBy(desc(links.created_at), desc(links.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.counts.get('links', JSON.stringify({ k: q.k, s: q.status }), async () => {
      const [r] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(links)
        .where(where);
      return r?.n ?? 0;
    }),
  ]);
  return { items: rows.map(toLink), total, page, limit };
}

export async function createLink(ctx: AppContext, input: Schemas['LinkCreate']) {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(links)
    .values({
      title: input.title,
      to: input.to,
      status: 'published',
      created_at: now,
      updated_at: now,
    })
    .returning();
  ctx.counts.invalidate('links');
  return toLink(row!);
}

export async function updateLink(ctx: AppContext, input: Schemas['LinkUpdate']) {
  const set: Record<string, unknown> = { updated_at: ctx.now() };
  if (input.title !== undefined) set.title = input.title;
  if (input.to !== undefined) set.to = input.to;
  const row = await updateVersioned(ctx.db, links, input.id, input.version, set, {
    notFound: 'Link not found',
    present: toLink,
  });
  ctx.counts.invalidate('links');
  return toLink(row);
}

export async function deleteLink(ctx: AppContext, input: Schemas['LinkDelete']) {
  const row = await updateVersioned(
    ctx.db,
    links,
    input.id,
    input.version,
    { status: 'deleted', updated_at: ctx.now() },
    { notFound: 'Link not found', present: toLink },
  );
  ctx.counts.invalidate('links');
  return toLink(row);
}

// ── FAQ ──────────────────────────────────────────────────────────────────────

const toFaq = (r: FaqRow): Schemas['Faq'] => ({
  id: r.id,
  items: r.items as Schemas['Faq']['items'],
  created_at: r.created_at,
  updated_at: r.updated_at,
  version: r.version,
});

export async function saveFaq(
  ctx: AppContext,
  input: Schemas['FaqSave'],
): Promise<{ created: boolean; faq: Schemas['Faq'] }> {
  const items = input.items.map((i) => ({
    title: i.title,
    body: sanitizeBody(i.body),
    link: i.link ?? null,
  }));
  const now = ctx.now();
  if (input.id === undefined) {
    const [row] = await ctx.db
      .insert(faqs)
      .values({ items, created_at: now, updated_at: now })
      .returning();
    return { created: true, faq: toFaq(row!) };
  }
  const row = await updateVersioned(
    ctx.db,
    faqs,
    input.id,
    input.version ?? 0,
    { items, updated_at: now },
    { notFound: 'FAQ not found', present: toFaq },
  );
  return { created: false, faq: toFaq(row) };
}

// ── Roadmaps ─────────────────────────────────────────────────────────────────

const toRoadmap = (r: RoadmapRow): Schemas['RoadMap'] => ({
  id: r.id,
  content: r.content as Schemas['RoadMap']['content'],
  created_at: r.created_at,
  updated_at: r.updated_at,
  version: r.version,
});

/** Title nodes with `content` filled in; at most 5 levels and 500 nodes (contract). */
function normaliseNodes(nodes: NodeInput[]): Schemas['RoadmapNode'][] {
  let count = 0;
  const walk = (list: NodeInput[], depth: number): Schemas['RoadmapNode'][] => {
    if (depth > 5)
      throw ApiError.field('content', 'maxDepth', 'content: at most 5 levels of titles');
    return list.map((n) => {
      count += 1;
      if (count > 500) throw ApiError.field('content', 'maxItems', 'content: at most 500 titles');
      return { title: n.title, content: walk(n.content ?? [], depth + 1) };
    });
  };
  return walk(nodes, 1);
}

export async function createRoadmap(ctx: AppContext, input: Schemas['RoadmapCreate']) {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(roadmaps)
    .values({ content: normaliseNodes(input.content), created_at: now, updated_at: now })
    .returning();
  return toRoadmap(row!);
}

export async function updateRoadmap(ctx: AppContext, input: Schemas['RoadmapUpdate']) {
  const row = await updateVersioned(
    ctx.db,
    roadmaps,
    input.id,
    input.version,
    { content: normaliseNodes(input.content), updated_at: ctx.now() },
    { notFound: 'Roadmap not found', present: toRoadmap },
  );
  return toRoadmap(row);
}

// ── Tag relations ────────────────────────────────────────────────────────────

type Versioned = PgTable & { id: PgColumn; version: PgColumn };

/** The record that carries the relations of each content kind (contract: TagRelationsSave). */
const TABLES: Record<number, Versioned> = {
  [ContentKind.CALENDAR]: calendarEvents,
  [ContentKind.ARTICLE]: articles,
  [ContentKind.VIEWPOINT]: articles,
  [ContentKind.POST]: articles,
  [ContentKind.WALLSTREET_ARTICLES]: articles,
  [ContentKind.VIDEO]: videos,
  [ContentKind.LINK]: links,
  [ContentKind.REPORT]: reports,
  [ContentKind.ROADMAP]: roadmaps,
  [ContentKind.FAQ]: faqs,
  [ContentKind.ROADSHOW]: roadshows,
  [ContentKind.FINANCE_EVENT]: calendarEvents,
  [ContentKind.EXTERNAL_ITEM]: externalItems,
  [ContentKind.CALENDAR_TOPIC]: calendarTopics,
  [ContentKind.WALLSTREET_LIVES]: wscnLives,
};

/**
 * Kinds stored in another kind's record keep their relations under that kind, where its readers
 * look: viewpoints, posts and Wall Street articles are articles; finance events are calendar events.
 */
const STORED_AS: Record<number, number> = {
  [ContentKind.VIEWPOINT]: ContentKind.ARTICLE,
  [ContentKind.POST]: ContentKind.ARTICLE,
  [ContentKind.WALLSTREET_ARTICLES]: ContentKind.ARTICLE,
  [ContentKind.FINANCE_EVENT]: ContentKind.CALENDAR,
};

export async function saveTagRelations(ctx: AppContext, input: Schemas['TagRelationsSave']) {
  const table = TABLES[input.item_kind];
  const storedKind = STORED_AS[input.item_kind] ?? input.item_kind;
  if (!table)
    throw ApiError.field(
      'item_kind',
      'enum',
      'item_kind: this kind of content has no tag relations',
    );
  const pairs = input.tag_relations.map((r) => `${r.id ?? 0}:${r.group}`);
  if (new Set(pairs).size !== pairs.length) {
    throw ApiError.field(
      'tag_relations',
      'uniqueItems',
      'tag_relations: a tag appears twice in one group',
    );
  }
  const missing = await missingTags(
    ctx.db,
    input.tag_relations.map((r) => r.id ?? 0),
  );
  if (missing.length) throw ApiError.notFound('Tag not found');
  const version = await ctx.db.transaction(async (tx) => {
    const row = await updateVersioned(
      tx as unknown as AppContext['db'],
      table,
      input.item_id,
      input.version,
      { updated_at: ctx.now() },
      {
        notFound: 'Content not found',
        present: (r) => ({ id: r.id, version: r.version }),
      },
    );
    await replaceRelations(
      tx as unknown as AppContext['db'],
      storedKind,
      input.item_id,
      input.tag_relations,
    );
    return (row as { version: number }).version;
  });
  ctx.counts.clear();
  const relations =
    (await loadRelations(ctx.db, storedKind, [input.item_id])).get(input.item_id) ?? [];
  return {
    item_id: input.item_id,
    item_kind: input.item_kind,
    tag_relations: relations as Schemas['TagRelation'][],
    version,
  };
}
