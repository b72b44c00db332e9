import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tagRelations, tags } from '../db/schema';

/** Content kind numbers of content-console §3 (the `item_kind` of a tag relation). */
export const ContentKind = {
  CALENDAR: -1,
  ARTICLE: 1,
  VIEWPOINT: 2,
  VIDEO: 3,
  AUDIO: 4,
  AUDIO_EPISODE: 5,
  POST: 6,
  COMMENT: 7,
  LINK: 8,
  REPORT: 9,
  DATA: 10,
  ROADMAP: 11,
  FAQ: 12,
  ROADSHOW: 13,
  TAG: 14,
  FILE: 15,
  USER: 16,
  PUBLISHER: 17,
  FINANCE_EVENT: 18,
  TOPIC: 19,
  EXTERNAL_SOURCE: 20,
  EXTERNAL_SOURCE_GROUP: 21,
  EXTERNAL_ITEM: 22,
  CALENDAR_TOPIC: 23,
  DATA_SET: 24,
  DATA_CHART: 25,
  WALLSTREET_ARTICLES: 26,
  WALLSTREET_LIVES: 27,
  REPORT_FEED: 28,
  TRADER_FEED: 31,
} as const;

/** Tag-relation groups (channels); ALL 99 covers every group. */
export const RelationGroup = { ALL: 99, NONE: 0 } as const;

export interface RelationInput {
  /** The tag; omitted means 0, the matrix tag. */
  id?: number | null;
  group: number;
  k?: number | null;
}

export interface Relation {
  id: number;
  group: number;
  k: number;
}

/** Tag relations of many items of one kind, in one query: item id → relations. */
export async function loadRelations(
  db: Db,
  kind: number,
  itemIds: number[],
): Promise<Map<number, Relation[]>> {
  const out = new Map<number, Relation[]>();
  if (itemIds.length === 0) return out;
  const rows = await db
    .select()
    .from(tagRelations)
    .where(and(eq(tagRelations.item_kind, kind), inArray(tagRelations.item_id, itemIds)))
    .orderBy(tagRelations.item_id, tagRelations.k, tagRelations.tag_id);
  for (const r of rows) {
    const list = out.get(r.item_id) ?? [];
    list.push({ id: r.tag_id, group: r.group, k: r.k });
    out.set(r.item_id, list);
  }
  return out;
}

/**
 * Replaces every relation of one item (call inside the write's transaction). Duplicates (same tag
 * and group) collapse to one; unknown tags are refused by the caller's validation beforehand.
 */
export async function replaceRelations(
  db: Db,
  kind: number,
  itemId: number,
  relations: RelationInput[],
) {
  await db
    .delete(tagRelations)
    .where(and(eq(tagRelations.item_kind, kind), eq(tagRelations.item_id, itemId)));
  const unique = new Map<string, Relation>();
  for (const r of relations) {
    const rel = { id: r.id ?? 0, group: r.group, k: r.k ?? 0 };
    unique.set(`${rel.id}:${rel.group}`, rel);
  }
  if (unique.size === 0) return;
  await db.insert(tagRelations).values(
    [...unique.values()].map((r) => ({
      item_kind: kind,
      item_id: itemId,
      tag_id: r.id,
      group: r.group,
      k: r.k,
    })),
  );
}

/** The ids among `tagIds` that do not exist (to refuse relations to unknown tags). */
export async function missingTags(db: Db, tagIds: number[]): Promise<number[]> {
  const wanted = [...new Set(tagIds)];
  if (wanted.length === 0) return [];
  const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, wanted));
  const have = new Set(found.map((f) => f.id));
  return wanted.filter((id) => !have.has(id));
}

/**
 * SQL condition: the item (kind, id column) is related to `tagId` in `group`; a relation with group
 * ALL covers every group, and asking for ALL matches any group.
 */
export function relatedTo(kind: number, idColumn: unknown, tagId: number, group: number) {
  const groupCond =
    group === RelationGroup.ALL
      ? sql`true`
      : sql`(${tagRelations.group} = ${group} or ${tagRelations.group} = ${RelationGroup.ALL})`;
  return sql`exists (select 1 from ${tagRelations} where ${tagRelations.item_kind} = ${kind} and ${tagRelations.item_id} = ${idColumn} and ${tagRelations.tag_id} = ${tagId} and ${groupCond})`;
}
