import { and, asc, desc, eq, gte, inArray, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  externalItems,
  externalSourceGroupMembers,
  externalSourceGroups,
  externalSources,
  externalSubSources,
} from '../db/schema';
import { ApiError, ErrorCode } from '../http/errors';
import type { AppContext } from '../http/types';
import { fileUrl, sanitizeBody } from './content';
import {
  checkTagging,
  groupBy,
  likeOf,
  loadTagging,
  plainContent,
  taggedWritten,
  updateTagged,
  writeTagging,
  type Entity,
  type Presenter,
} from './content-graph';
import { ContentKind, type RelationInput } from './relations';
import { updateVersioned } from './versioned';

/** External sources, source groups and the items taken from them (operations console, sources). */

type SourceRow = typeof externalSources.$inferSelect;
type GroupRow = typeof externalSourceGroups.$inferSelect;
type Db = AppContext['db'];

const SOURCES_NOT_FOUND = 'Sources not found';

function sourceEntity(ctx: AppContext, r: SourceRow): Entity {
  return {
    __typename: 'ExternalSource',
    ...r,
    avatar: fileUrl(ctx, r.avatar),
    cover: fileUrl(ctx, r.cover),
  };
}

function groupEntity(ctx: AppContext, r: GroupRow): Entity {
  return { __typename: 'ExternalSourceGroup', ...r, cover: fileUrl(ctx, r.cover) };
}

/**
 * Rows of one side of the source–group membership with the rows of the other side they are linked
 * to (three queries whatever the number of ids), the other side ordered by name.
 */
async function withMembers<R extends { id: number }, O extends { id: number }>(
  ctx: AppContext,
  ids: number[],
  by: 'source_id' | 'group_id',
  load: (ids: number[]) => Promise<R[]>,
  loadOthers: (ids: number[]) => Promise<O[]>,
): Promise<Array<[R, O[]]>> {
  const other = by === 'source_id' ? 'group_id' : 'source_id';
  const [rows, members] = await Promise.all([
    load(ids),
    ctx.db
      .select()
      .from(externalSourceGroupMembers)
      .where(inArray(externalSourceGroupMembers[by], ids)),
  ]);
  const otherIds = [...new Set(members.map((m) => m[other]))];
  const others = otherIds.length ? await loadOthers(otherIds) : [];
  const membersBy = groupBy(members, (m) => m[by]);
  return rows.map((r) => {
    const mine = new Set((membersBy.get(r.id) ?? []).map((m) => m[other]));
    return [r, others.filter((o) => mine.has(o.id))];
  });
}

/** The sub-sources of these sources, each list in its saved order. */
async function subSourcesOf(ctx: AppContext, ids: number[]) {
  const rows = await ctx.db
    .select()
    .from(externalSubSources)
    .where(inArray(externalSubSources.source_id, ids))
    .orderBy(asc(externalSubSources.position), asc(externalSubSources.id));
  return groupBy(rows, (r) => r.source_id);
}

/**
 * Sources with their groups (`groups` holds group entities without their sources) and their
 * sub-sources.
 */
export const presentSources: Presenter = async (ctx, ids) => {
  if (ids.length === 0) return new Map();
  const subs = await subSourcesOf(ctx, ids);
  const rows = await withMembers(
    ctx,
    ids,
    'source_id',
    (wanted) => ctx.db.select().from(externalSources).where(inArray(externalSources.id, wanted)),
    (wanted) =>
      ctx.db
        .select()
        .from(externalSourceGroups)
        .where(inArray(externalSourceGroups.id, wanted))
        .orderBy(asc(externalSourceGroups.name), asc(externalSourceGroups.id)),
  );
  return new Map(
    rows.map(([r, groups]) => [
      r.id,
      plainContent(
        ContentKind.EXTERNAL_SOURCE,
        {
          ...sourceEntity(ctx, r),
          groups: groups.map((g) => ({ ...groupEntity(ctx, g), sources: [] })),
          sub_sources: (subs.get(r.id) ?? []).map((sub) => ({
            id: sub.id,
            key: sub.key,
            name: sub.name,
            url: sub.url,
            position: sub.position,
          })),
        },
        {
          status: r.status,
          title: r.name,
          description: r.description,
          datetime: r.created_at,
          cover_url: fileUrl(ctx, r.cover),
        },
      ),
    ]),
  );
};

/** Groups with their sources (`sources` holds source entities without their groups). */
export const presentGroups: Presenter = async (ctx, ids) => {
  if (ids.length === 0) return new Map();
  const rows = await withMembers(
    ctx,
    ids,
    'group_id',
    (wanted) =>
      ctx.db.select().from(externalSourceGroups).where(inArray(externalSourceGroups.id, wanted)),
    (wanted) =>
      ctx.db
        .select()
        .from(externalSources)
        .where(inArray(externalSources.id, wanted))
        .orderBy(asc(externalSources.name), asc(externalSources.id)),
  );
  return new Map(
    rows.map(([r, sources]) => [
      r.id,
      plainContent(
        ContentKind.EXTERNAL_SOURCE_GROUP,
        {
          ...groupEntity(ctx, r),
          sources: sources.map((src) => ({
            ...sourceEntity(ctx, src),
            groups: [],
            sub_sources: [],
          })),
        },
        {
          status: r.status,
          title: r.name,
          description: r.description,
          datetime: r.created_at,
          cover_url: fileUrl(ctx, r.cover),
        },
      ),
    ]),
  );
};

export const presentItems: Presenter = async (ctx, ids) => {
  if (ids.length === 0) return new Map();
  const [rows, tagging] = await Promise.all([
    ctx.db.select().from(externalItems).where(inArray(externalItems.id, ids)),
    loadTagging(ctx, ContentKind.EXTERNAL_ITEM, ids),
  ]);
  const sources = await presentSources(ctx, [...new Set(rows.map((r) => r.source_id))]);
  return new Map(
    rows.map((r) => {
      const t = tagging.get(r.id);
      const entity: Entity = {
        __typename: 'ExternalItem',
        ...r,
        cover_url: fileUrl(ctx, r.cover),
        external_source: sources.get(r.source_id)?.entity ?? null,
        tags: t?.tags ?? [],
        tag_relations: t?.relations ?? [],
      };
      return [
        r.id,
        plainContent(ContentKind.EXTERNAL_ITEM, entity, {
          status: r.status,
          title: r.title,
          description: r.description,
          datetime: r.display_time,
          cover_url: fileUrl(ctx, r.cover),
          tagging: t,
        }),
      ];
    }),
  );
};

// ── Lists ─────────────────────────────────────────────────────────────────────

type PageWindow = { start: number; limit: number };

async function pageIds(
  ctx: AppContext,
  table: typeof externalSources | typeof externalSourceGroups | typeof externalItems,
  where: SQL | undefined,
  order: SQL[],
  page: PageWindow,
) {
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ id: table.id })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.start),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

export function querySourceIds(
  ctx: AppContext,
  f: { kw?: string | null; status?: string[] | null; groupId?: number | undefined },
  page: PageWindow,
) {
  const c: SQL[] = [];
  if (f.kw?.trim()) {
    const like = likeOf(f.kw);
    c.push(
      sql`(${externalSources.key} ilike ${like} or ${externalSources.name} ilike ${like} or coalesce(${externalSources.nickname}, '') ilike ${like})`,
    );
  }
  if (f.status?.length) c.push(inArray(externalSources.status, f.status));
  if (f.groupId !== undefined) {
    c.push(
      sql`exists (select 1 from ${externalSourceGroupMembers} where ${externalSourceGroupMembers.source_id} = ${externalSources.id} and ${externalSourceGroupMembers.group_id} = ${f.groupId})`,
    );
  }
  return pageIds(
    ctx,
    externalSources,
    c.length ? and(...c) : undefined,
    [asc(externalSources.name), asc(externalSources.id)],
    page,
  );
}

export function queryGroupIds(ctx: AppContext, f: { kw?: string | null }, page: PageWindow) {
  const where = f.kw?.trim() ? sql`${externalSourceGroups.name} ilike ${likeOf(f.kw)}` : undefined;
  return pageIds(
    ctx,
    externalSourceGroups,
    where,
    [asc(externalSourceGroups.name), asc(externalSourceGroups.id)],
    page,
  );
}

export function queryItemIds(
  ctx: AppContext,
  f: {
    sourceIds?: number[] | undefined;
    kw?: string | null;
    status?: string[] | null;
    synchronized?: boolean | null;
    start?: number | null;
    end?: number | null;
  },
  page: PageWindow,
) {
  const c: SQL[] = [];
  if (f.sourceIds?.length) c.push(inArray(externalItems.source_id, f.sourceIds));
  if (f.kw?.trim()) c.push(sql`${externalItems.title} ilike ${likeOf(f.kw)}`);
  if (f.status?.length) c.push(inArray(externalItems.status, f.status));
  if (f.synchronized !== undefined && f.synchronized !== null) {
    c.push(eq(externalItems.synchronized, f.synchronized));
  }
  if (f.start !== undefined && f.start !== null) c.push(gte(externalItems.display_time, f.start));
  if (f.end !== undefined && f.end !== null) c.push(lt(externalItems.display_time, f.end));
  return pageIds(
    ctx,
    externalItems,
    c.length ? and(...c) : undefined,
    [desc(externalItems.display_time), desc(externalItems.id)],
    page,
  );
}

// ── Writes ────────────────────────────────────────────────────────────────────

export interface SourceInput {
  key?: string | null;
  name?: string | null;
  nickname?: string | null;
  avatar?: string | null;
  cover?: string | null;
  description?: string | null;
  status?: string | null;
  publish_frequency?: string | null;
  website?: string | null;
  publish_organization?: string | null;
  type?: string | null;
  crawler_source?: string | null;
  group_ids?: number[] | null;
  /** The whole list in order; `null`/`undefined` leaves it unchanged (designed here, #15). */
  sub_sources?: SubSourceInput[] | null;
}

export interface SubSourceInput {
  key?: string | null;
  name?: string | null;
  url?: string | null;
}

export interface GroupInput {
  name?: string | null;
  description?: string | null;
  cover?: string | null;
  source_ids?: number[] | null;
}

export interface ItemInput {
  source_id?: number | null;
  title?: string | null;
  description?: string | null;
  body?: string | null;
  url?: string | null;
  cover_url?: string | null;
  display_time?: number | null;
  status?: string | null;
  synchronized?: boolean | null;
  tag_ids?: number[] | null;
  tag_relations?: RelationInput[] | null;
}

const required = (value: string | null | undefined, field: string, message: string) => {
  const v = (value ?? '').trim();
  if (!v) throw ApiError.field(field, 'required', message);
  return v;
};

const optional = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

const duplicateKey = () =>
  new ApiError(ErrorCode.DUPLICATE, 'Source key already exists', { field: 'key' });

async function checkKeyFree(ctx: AppContext, key: string, exceptId?: number) {
  const rows = await ctx.db
    .select({ id: externalSources.id })
    .from(externalSources)
    .where(
      and(
        eq(externalSources.key, key),
        exceptId === undefined ? undefined : ne(externalSources.id, exceptId),
      ),
    )
    .limit(1);
  if (rows.length) throw duplicateKey();
}

async function checkExist(
  ctx: AppContext,
  table: typeof externalSources | typeof externalSourceGroups,
  ids: number[] | null | undefined,
  message: string,
  field: string,
) {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return;
  const found = await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  if (found.length !== wanted.length) throw new ApiError(ErrorCode.NOT_FOUND, message, { field });
}

function sourceColumns(input: SourceInput, create: boolean) {
  const out: Partial<typeof externalSources.$inferInsert> = {};
  if (create || input.key !== undefined) {
    out.key = required(input.key, 'key', 'Please input key');
    if (out.key.length > 100) {
      throw ApiError.field('key', 'maxLength', 'key must be at most 100 characters');
    }
  }
  if (create || input.name !== undefined)
    out.name = required(input.name, 'name', 'Please input name');
  if (input.status === null) throw ApiError.field('status', 'required', 'status cannot be empty');
  if (input.status) out.status = input.status;
  for (const k of [
    'nickname',
    'avatar',
    'cover',
    'description',
    'publish_frequency',
    'website',
    'publish_organization',
    'type',
    'crawler_source',
  ] as const) {
    const v = optional(input[k]);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/**
 * Replaces the membership of one source (`by` = source_id) or one group (`by` = group_id) with
 * `otherIds`; `null`/`undefined` leaves it unchanged.
 */
async function replaceMembers(
  db: Db,
  by: 'source_id' | 'group_id',
  id: number,
  otherIds: number[] | null | undefined,
) {
  if (!otherIds) return;
  await db.delete(externalSourceGroupMembers).where(eq(externalSourceGroupMembers[by], id));
  const unique = [...new Set(otherIds)];
  if (unique.length) {
    await db
      .insert(externalSourceGroupMembers)
      .values(
        unique.map((other) =>
          by === 'source_id'
            ? { source_id: id, group_id: other }
            : { group_id: id, source_id: other },
        ),
      );
  }
}

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505';

/** Limits of a sub-source (the same as a source's key and texts). */
const SUB_KEY_LIMIT = 100;
const SUB_TEXT_LIMIT = 200;
const SUB_URL = /^https?:\/\/\S+$/i;

/**
 * A source's sub-source list checked and trimmed, in order: key and name required, limits, an
 * http(s) address, and no key twice (`DUPLICATE`, field `sub_sources`). `null`/`undefined` = no
 * change.
 */
function subSourceRows(list: SubSourceInput[] | null | undefined) {
  if (!list) return undefined;
  const seen = new Set<string>();
  return list.map((sub, i) => {
    const at = `sub_sources.${i}`;
    const key = required(sub.key, `${at}.key`, 'Please input key');
    if (key.length > SUB_KEY_LIMIT) {
      throw ApiError.field(
        `${at}.key`,
        'maxLength',
        `key must be at most ${SUB_KEY_LIMIT} characters`,
      );
    }
    const name = required(sub.name, `${at}.name`, 'Please input name');
    if (name.length > SUB_TEXT_LIMIT) {
      throw ApiError.field(
        `${at}.name`,
        'maxLength',
        `name must be at most ${SUB_TEXT_LIMIT} characters`,
      );
    }
    const url = sub.url?.trim() || null;
    if (url && (url.length > SUB_TEXT_LIMIT || !SUB_URL.test(url))) {
      throw ApiError.field(
        `${at}.url`,
        'format',
        'The address must start with http:// or https://',
      );
    }
    if (seen.has(key)) {
      throw new ApiError(ErrorCode.DUPLICATE, `Sub-source key already exists: ${key}`, {
        field: 'sub_sources',
      });
    }
    seen.add(key);
    return { key, name, url, position: i };
  });
}

/**
 * Replaces a source's sub-sources with `rows` (in that order); one whose key is kept keeps its id.
 * `undefined` leaves them unchanged.
 */
async function replaceSubSources(
  db: Db,
  sourceId: number,
  rows: ReturnType<typeof subSourceRows>,
  now: number,
) {
  if (!rows) return;
  const keys = rows.map((r) => r.key);
  await db
    .delete(externalSubSources)
    .where(
      and(
        eq(externalSubSources.source_id, sourceId),
        keys.length ? notInArray(externalSubSources.key, keys) : undefined,
      ),
    );
  for (const r of rows) {
    await db
      .insert(externalSubSources)
      .values({ ...r, source_id: sourceId, created_at: now, updated_at: now })
      .onConflictDoUpdate({
        target: [externalSubSources.source_id, externalSubSources.key],
        set: { name: r.name, url: r.url, position: r.position, updated_at: now },
      });
  }
}

export async function createSource(ctx: AppContext, input: SourceInput): Promise<number> {
  const set = sourceColumns(input, true);
  const subs = subSourceRows(input.sub_sources);
  await checkKeyFree(ctx, set.key!);
  await checkExist(
    ctx,
    externalSourceGroups,
    input.group_ids,
    'Source group not found',
    'group_ids',
  );
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(externalSources)
        .values({
          ...set,
          key: set.key!,
          name: set.name!,
          status: set.status ?? 'draft',
          created_at: now,
          updated_at: now,
          version: 1,
        })
        .returning({ id: externalSources.id });
      await replaceMembers(tx as unknown as Db, 'source_id', row!.id, input.group_ids);
      await replaceSubSources(tx as unknown as Db, row!.id, subs, now);
      return row!.id;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateKey();
    throw e;
  }
}

export async function updateSource(
  ctx: AppContext,
  id: number,
  version: number,
  input: SourceInput,
) {
  const set = sourceColumns(input, false);
  const subs = subSourceRows(input.sub_sources);
  if (set.key) await checkKeyFree(ctx, set.key, id);
  await checkExist(
    ctx,
    externalSourceGroups,
    input.group_ids,
    'Source group not found',
    'group_ids',
  );
  try {
    await ctx.db.transaction(async (tx) => {
      await updateVersioned(
        tx as unknown as Db,
        externalSources,
        id,
        version,
        { ...set, updated_at: ctx.now() },
        { notFound: SOURCES_NOT_FOUND, present: (r: SourceRow) => r },
      );
      await replaceMembers(tx as unknown as Db, 'source_id', id, input.group_ids);
      await replaceSubSources(tx as unknown as Db, id, subs, ctx.now());
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateKey();
    throw e;
  }
}

function groupColumns(input: GroupInput, create: boolean) {
  const out: Partial<typeof externalSourceGroups.$inferInsert> = {};
  if (create || input.name !== undefined) {
    out.name = required(input.name, 'name', 'Please input title first');
  }
  const description = optional(input.description);
  if (description !== undefined) out.description = description;
  const cover = optional(input.cover);
  if (cover !== undefined) out.cover = cover;
  return out;
}

export async function createGroup(ctx: AppContext, input: GroupInput): Promise<number> {
  const set = groupColumns(input, true);
  await checkExist(ctx, externalSources, input.source_ids, SOURCES_NOT_FOUND, 'source_ids');
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(externalSourceGroups)
      .values({ ...set, name: set.name!, created_at: now, updated_at: now, version: 1 })
      .returning({ id: externalSourceGroups.id });
    await replaceMembers(tx as unknown as Db, 'group_id', row!.id, input.source_ids);
    return row!.id;
  });
}

export async function updateGroup(ctx: AppContext, id: number, version: number, input: GroupInput) {
  const set = groupColumns(input, false);
  await checkExist(ctx, externalSources, input.source_ids, SOURCES_NOT_FOUND, 'source_ids');
  await ctx.db.transaction(async (tx) => {
    await updateVersioned(
      tx as unknown as Db,
      externalSourceGroups,
      id,
      version,
      { ...set, updated_at: ctx.now() },
      { notFound: 'Source group not found', present: (r: GroupRow) => r },
    );
    await replaceMembers(tx as unknown as Db, 'group_id', id, input.source_ids);
  });
}

function itemColumns(input: ItemInput, create: boolean) {
  const out: Partial<typeof externalItems.$inferInsert> = {};
  if (create || input.title !== undefined)
    out.title = required(input.title, 'title', 'Please input title');
  if (input.source_id === null)
    throw ApiError.field('source_id', 'required', 'Please select a source');
  if (input.source_id !== undefined) out.source_id = input.source_id;
  for (const k of ['status', 'synchronized', 'display_time'] as const) {
    if (input[k] === null) throw ApiError.field(k, 'required', `${k} cannot be empty`);
  }
  if (input.status) out.status = input.status;
  if (input.synchronized !== undefined && input.synchronized !== null) {
    out.synchronized = input.synchronized;
  }
  if (input.display_time !== undefined && input.display_time !== null) {
    out.display_time = input.display_time;
  }
  const description = optional(input.description);
  if (description !== undefined) out.description = description;
  if (input.body !== undefined) out.body = input.body ? sanitizeBody(input.body) : null;
  const url = optional(input.url);
  if (url !== undefined) out.url = url;
  const cover = optional(input.cover_url);
  if (cover !== undefined) out.cover = cover;
  return out;
}

export async function createItem(ctx: AppContext, input: ItemInput): Promise<number> {
  const set = itemColumns(input, true);
  await checkExist(ctx, externalSources, [set.source_id!], SOURCES_NOT_FOUND, 'source_id');
  await checkTagging(ctx, { tagIds: input.tag_ids, relations: input.tag_relations });
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(externalItems)
      .values({
        ...set,
        source_id: set.source_id!,
        title: set.title!,
        display_time: set.display_time ?? now,
        status: set.status ?? 'draft',
        synchronized: set.synchronized ?? false,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .returning({ id: externalItems.id });
    await writeTagging(tx as unknown as Db, ContentKind.EXTERNAL_ITEM, row!.id, {
      tagIds: input.tag_ids,
      relations: input.tag_relations,
    });
    return row!.id;
  });
  taggedWritten(ctx, externalItems);
  return id;
}

export async function updateItem(ctx: AppContext, id: number, version: number, input: ItemInput) {
  const set = itemColumns(input, false);
  if (set.source_id !== undefined) {
    await checkExist(ctx, externalSources, [set.source_id], SOURCES_NOT_FOUND, 'source_id');
  }
  await checkTagging(ctx, { tagIds: input.tag_ids, relations: input.tag_relations });
  await updateTagged(
    ctx,
    {
      table: externalItems,
      kind: ContentKind.EXTERNAL_ITEM,
      id,
      version,
      notFound: 'External item not found',
    },
    set,
    { tagIds: input.tag_ids, relations: input.tag_relations },
  );
}
