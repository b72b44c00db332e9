import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { tagCategories, tagRelations, tags } from '../db/schema';
import { ApiError, ErrorCode } from '../http/errors';
import type { AppContext } from '../http/types';
import type { components } from '@newsdesk/api-client/generated/second';
import { toTag, type TagOut } from './content';
import { updateVersioned } from './versioned';

type Schemas = components['schemas'];
type TagQuery = Schemas['TagQuery'];
type TagCreate = Schemas['TagCreate'];
type TagUpdate = Schemas['TagUpdate'];
type TagCategory = Schemas['TagCategory'];
/** A tag as `/tag` answers it: with its category (designed here, #12). */
export type CategorizedTagOut = TagOut & { category: TagCategory | null };

/** The categories of these tags (no entry: a plain tag). */
async function categoriesOf(ctx: AppContext, ids: number[]): Promise<Map<number, TagCategory>> {
  const out = new Map<number, TagCategory>();
  if (ids.length === 0) return out;
  const rows = await ctx.db.select().from(tagCategories).where(inArray(tagCategories.tag_id, ids));
  for (const r of rows) out.set(r.tag_id, r.category as TagCategory);
  return out;
}

async function withCategories(ctx: AppContext, list: TagOut[]): Promise<CategorizedTagOut[]> {
  const cats = await categoriesOf(
    ctx,
    list.map((t) => t.id),
  );
  return list.map((t) => ({ ...t, category: cats.get(t.id) ?? null }));
}

const withCategory = async (ctx: AppContext, tag: TagOut): Promise<CategorizedTagOut> =>
  (await withCategories(ctx, [tag]))[0]!;

/** Sets (or, with null, clears) the category of a tag. */
async function setCategory(ctx: AppContext, id: number, category: TagCategory | null) {
  if (category === null) {
    await ctx.db.delete(tagCategories).where(eq(tagCategories.tag_id, id));
    return;
  }
  await ctx.db
    .insert(tagCategories)
    .values({ tag_id: id, category })
    .onConflictDoUpdate({ target: tagCategories.tag_id, set: { category } });
}

const repeatTag = () => new ApiError(ErrorCode.DUPLICATE, 'Repeat Tag', { field: 'name' });

/** A tag name is unique among tags that are not deleted (case-insensitive, trimmed). */
async function assertNameFree(ctx: AppContext, name: string, exceptId?: number) {
  const rows = await ctx.db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        sql`lower(${tags.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(tags.id, exceptId),
      ),
    )
    .limit(1);
  if (rows.length) throw repeatTag();
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  'code' in err &&
  (err as { code: unknown }).code === '23505';

export async function queryTags(
  ctx: AppContext,
  q: TagQuery,
): Promise<{ items: CategorizedTagOut[]; total: number }> {
  const conds = [ne(tags.status, 'deleted')];
  if (q.kw) {
    const like = `%${q.kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conds.push(sql`(${tags.name} ilike ${like} or coalesce(${tags.alias}, '') ilike ${like})`);
  }
  if (q.is_topic !== undefined) conds.push(eq(tags.is_topic, q.is_topic));
  if (q.category !== undefined) {
    conds.push(
      sql`exists (select 1 from ${tagCategories} where ${tagCategories.tag_id} = ${tags.id} and ${tagCategories.category} = ${q.category})`,
    );
  }
  // The internal matrix tag (id 0) is not offered to pickers.
  conds.push(ne(tags.id, 0));
  const where = and(...conds);
  const limit = q.pagination ? (q.pagination.first ?? 10) : (q.limit ?? 20);
  const offset = q.pagination ? (q.pagination.offset ?? 0) : ((q.page ?? 1) - 1) * limit;
  const [rows, total] = await Promise.all([
    ctx.db
      .select()
      .from(tags)
      .where(where)
      .orderBy(asc(tags.name), asc(tags.id))
      .limit(limit)
      .offset(offset),
    ctx.counts.get('tags', JSON.stringify({ kw: q.kw, t: q.is_topic, c: q.category }), async () => {
      const [r] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(tags)
        .where(where);
      return r?.n ?? 0;
    }),
  ]);
  return { items: await withCategories(ctx, rows.map(toTag)), total };
}

/**
 * The tags among `ids` that exist but are not published (draft, or deleted): their content is not
 * read through them (content §3: the content of an unpublished tag shows only once it is published).
 */
export async function unpublishedTags(ctx: AppContext, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: tags.id })
    .from(tags)
    .where(and(inArray(tags.id, ids), ne(tags.status, 'published')));
  return new Set(rows.map((r) => r.id));
}

async function findTag(ctx: AppContext, id: number): Promise<TagOut> {
  const [row] = await ctx.db.select().from(tags).where(eq(tags.id, id)).limit(1);
  if (!row) throw ApiError.notFound('Tag not found');
  return toTag(row);
}

export async function getTag(ctx: AppContext, id: number): Promise<CategorizedTagOut> {
  return withCategory(ctx, await findTag(ctx, id));
}

export async function createTag(ctx: AppContext, input: TagCreate): Promise<CategorizedTagOut> {
  await assertNameFree(ctx, input.name);
  const now = ctx.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(tags)
        .values({
          name: input.name,
          is_topic: input.is_topic ?? false,
          description: input.description ?? null,
          cover_url: input.cover_url ?? null,
          image: input.image ?? null,
          hot_words: input.hot_words ?? [],
          alias: input.alias?.length ? input.alias.join(',') : null,
          symbol: input.symbol ?? null,
          status: input.status ?? 'published',
          created_at: now,
          updated_at: now,
        })
        .returning();
      if (input.category) {
        await tx.insert(tagCategories).values({ tag_id: created!.id, category: input.category });
      }
      return created!;
    });
    ctx.counts.invalidate('tags');
    return { ...toTag(row), category: input.category ?? null };
  } catch (err) {
    if (isUniqueViolation(err)) throw repeatTag();
    throw err;
  }
}

export async function updateTag(ctx: AppContext, input: TagUpdate): Promise<CategorizedTagOut> {
  const current = await findTag(ctx, input.id);
  if (input.id === 0 && input.name !== undefined && input.name !== current.name) {
    throw ApiError.rule('The matrix tag cannot be renamed');
  }
  if (input.name !== undefined) await assertNameFree(ctx, input.name, input.id);
  const set: Record<string, unknown> = { updated_at: ctx.now() };
  for (const key of [
    'name',
    'is_topic',
    'description',
    'cover_url',
    'image',
    'hot_words',
    'symbol',
    'status',
  ] as const) {
    if (input[key] !== undefined) set[key] = input[key];
  }
  if (input.alias !== undefined) set.alias = input.alias.length ? input.alias.join(',') : null;
  try {
    const row = await updateVersioned(ctx.db, tags, input.id, input.version, set, {
      notFound: 'Tag not found',
      present: toTag,
    });
    if (input.category !== undefined) await setCategory(ctx, input.id, input.category);
    ctx.counts.invalidate('tags');
    return withCategory(ctx, toTag(row));
  } catch (err) {
    if (isUniqueViolation(err)) throw repeatTag();
    throw err;
  }
}

export async function deleteTag(
  ctx: AppContext,
  id: number,
  version: number,
): Promise<CategorizedTagOut> {
  await findTag(ctx, id);
  const [related] = await ctx.db
    .select({ id: tagRelations.item_id })
    .from(tagRelations)
    .where(eq(tagRelations.tag_id, id))
    .limit(1);
  if (id === 0 || related) {
    throw new ApiError(ErrorCode.DELETION_NOT_ALLOWED, 'Not available for deletion');
  }
  const row = await updateVersioned(
    ctx.db,
    tags,
    id,
    version,
    { status: 'deleted', updated_at: ctx.now() },
    { notFound: 'Tag not found', present: toTag },
  );
  ctx.counts.invalidate('tags');
  return withCategory(ctx, toTag(row));
}
