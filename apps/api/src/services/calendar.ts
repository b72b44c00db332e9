import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { calendarEvents, calendarTopics, tagRelations } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext } from '../http/types';
import { inCalendars } from './calendarConfig';
import { sanitizeBody } from './content';
import {
  checkTagging,
  likeOf,
  loadTagging,
  plainContent,
  taggedWritten,
  updateTagged,
  writeTagging,
  type Entity,
  type Presenter,
} from './content-graph';
import { ContentKind, RelationGroup, type RelationInput } from './relations';

/**
 * Finance calendar (operations console): events created PUBLISHED, deleted by setting status
 * `deleted`; calendar topics in the Treasury, FAQ and Roadmap tabs through their tag relations.
 */

export interface EventInput {
  title?: string | null;
  body?: string | null;
  display_time?: number | null;
  time_format?: string | null;
  country?: string | null;
  event?: string | null;
  importance?: number | null;
  source?: string | null;
  forecast?: string | null;
  revised?: string | null;
  previous?: string | null;
  actual?: string | null;
  /** Unit of the figures, e.g. `%` (#12, designed here). */
  unit?: string | null;
  status?: string | null;
  tag_ids?: number[] | null;
  tag_relations?: RelationInput[] | null;
}

export interface TopicInput {
  name?: string | null;
  status?: string | null;
  description?: string | null;
  period?: string | null;
  website?: string | null;
  organization?: string | null;
  tag_relations?: RelationInput[] | null;
}

const MAX_TITLE = 200;
export const MAX_UNIT = 20;
export const MAX_BATCH = 500;

export const presentEvents: Presenter = async (ctx, ids) => {
  if (ids.length === 0) return new Map();
  const [rows, tagging] = await Promise.all([
    ctx.db.select().from(calendarEvents).where(inArray(calendarEvents.id, ids)),
    loadTagging(ctx, ContentKind.CALENDAR, ids),
  ]);
  return new Map(
    rows.map((r) => {
      const t = tagging.get(r.id);
      const entity: Entity = {
        __typename: 'CalendarEvent',
        ...r,
        tags: t?.tags ?? [],
        tag_relations: t?.relations ?? [],
      };
      return [
        r.id,
        plainContent(ContentKind.CALENDAR, entity, {
          status: r.status,
          title: r.title,
          description: r.event,
          datetime: r.display_time,
          tagging: t,
        }),
      ];
    }),
  );
};

export const presentTopics: Presenter = async (ctx, ids) => {
  if (ids.length === 0) return new Map();
  const [rows, tagging] = await Promise.all([
    ctx.db.select().from(calendarTopics).where(inArray(calendarTopics.id, ids)),
    loadTagging(ctx, ContentKind.CALENDAR_TOPIC, ids),
  ]);
  return new Map(
    rows.map((r) => {
      const t = tagging.get(r.id);
      const entity: Entity = {
        __typename: 'CalendarTopic',
        ...r,
        tag_relations: t?.relations ?? [],
      };
      return [
        r.id,
        plainContent(ContentKind.CALENDAR_TOPIC, entity, {
          status: r.status,
          title: r.name,
          description: r.description,
          datetime: r.created_at,
          tagging: t,
        }),
      ];
    }),
  );
};

// ── Validation ────────────────────────────────────────────────────────────────

function checkText(value: string | null | undefined, field: string, message: string) {
  const v = (value ?? '').trim();
  if (!v) throw ApiError.field(field, 'required', message);
  return v;
}

function checkEvent(input: EventInput, prefix: string, create: boolean) {
  const out: Partial<typeof calendarEvents.$inferInsert> = {};
  if (create || input.title !== undefined) {
    out.title = checkText(input.title, `${prefix}title`, 'Please input title');
    if (out.title.length > MAX_TITLE) {
      throw ApiError.field(
        `${prefix}title`,
        'maxLength',
        `Title must be at most ${MAX_TITLE} characters`,
      );
    }
  }
  if (create || input.body !== undefined) {
    const body = sanitizeBody(checkText(input.body, `${prefix}body`, 'Please input body content'));
    if (!body.trim())
      throw ApiError.field(`${prefix}body`, 'required', 'Please input body content');
    out.body = body;
  }
  if (create || input.display_time !== undefined) {
    if (input.display_time === null || input.display_time === undefined) {
      throw ApiError.field(`${prefix}display_time`, 'required', 'Please select the time');
    }
    out.display_time = input.display_time;
  }
  for (const key of ['time_format', 'importance'] as const) {
    if (input[key] === null) {
      throw ApiError.field(`${prefix}${key}`, 'required', `${key} cannot be empty`);
    }
  }
  if (input.time_format) out.time_format = input.time_format;
  else if (create) out.time_format = 'DATETIME';
  if (input.importance) out.importance = input.importance;
  else if (create) out.importance = 1;
  for (const key of [
    'country',
    'event',
    'source',
    'forecast',
    'revised',
    'previous',
    'actual',
    'unit',
  ] as const) {
    if (input[key] !== undefined) out[key] = input[key]?.trim() || null;
  }
  if (out.unit && out.unit.length > MAX_UNIT) {
    throw ApiError.field(
      `${prefix}unit`,
      'maxLength',
      `unit must be at most ${MAX_UNIT} characters`,
    );
  }
  if (input.status === null) {
    throw ApiError.field(`${prefix}status`, 'required', 'status cannot be empty');
  }
  if (input.status) out.status = input.status;
  return out;
}

// ── Events ────────────────────────────────────────────────────────────────────

export interface EventFilter {
  start?: number | null | undefined;
  end?: number | null | undefined;
  status?: string[] | null | undefined;
  countries?: string[] | null | undefined;
  importance?: number[] | null | undefined;
  kw?: string | null | undefined;
  /** Made from a template of one of these calendars (calendarConfig.ts). */
  calendars?: number[] | null | undefined;
}

export async function queryEventIds(
  ctx: AppContext,
  f: EventFilter,
  page: { start: number; limit: number },
) {
  const c: SQL[] = [];
  if (f.start !== undefined && f.start !== null) c.push(gte(calendarEvents.display_time, f.start));
  if (f.end !== undefined && f.end !== null) c.push(lt(calendarEvents.display_time, f.end));
  if (f.status?.length) c.push(inArray(calendarEvents.status, f.status));
  if (f.countries?.length) c.push(inArray(calendarEvents.country, f.countries));
  if (f.importance?.length) c.push(inArray(calendarEvents.importance, f.importance));
  if (f.calendars?.length) c.push(inCalendars(f.calendars));
  if (f.kw?.trim()) {
    const like = likeOf(f.kw);
    c.push(
      sql`(${calendarEvents.title} ilike ${like} or coalesce(${calendarEvents.event}, '') ilike ${like})`,
    );
  }
  const where = c.length ? and(...c) : undefined;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ id: calendarEvents.id })
      .from(calendarEvents)
      .where(where)
      .orderBy(asc(calendarEvents.display_time), asc(calendarEvents.id))
      .limit(page.limit)
      .offset(page.start),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(calendarEvents)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/** Creates events (all or none), PUBLISHED, version 1; validation names `events[i].field`. */
export async function createEvents(
  ctx: AppContext,
  inputs: EventInput[],
  prefixOf: (i: number) => string,
): Promise<number[]> {
  if (inputs.length > MAX_BATCH) {
    throw ApiError.field('events', 'maxItems', `At most ${MAX_BATCH} events at once`);
  }
  const rows = inputs.map((input, i) => checkEvent(input, prefixOf(i), true));
  for (const [i, input] of inputs.entries()) {
    await checkTagging(ctx, { tagIds: input.tag_ids, relations: input.tag_relations }, prefixOf(i));
  }
  const now = ctx.now();
  const ids = await ctx.db.transaction(async (tx) => {
    const out: number[] = [];
    if (rows.length === 0) return out;
    const inserted = await tx
      .insert(calendarEvents)
      .values(
        rows.map((r) => ({
          ...r,
          title: r.title!,
          display_time: r.display_time!,
          status: 'published',
          created_at: now,
          updated_at: now,
          version: 1,
        })),
      )
      .returning({ id: calendarEvents.id });
    for (const [i, row] of inserted.entries()) {
      out.push(row.id);
      const input = inputs[i]!;
      await writeTagging(tx as unknown as AppContext['db'], ContentKind.CALENDAR, row.id, {
        tagIds: input.tag_ids,
        relations: input.tag_relations,
      });
    }
    return out;
  });
  taggedWritten(ctx, calendarEvents);
  return ids;
}

/** Patch with the version rule; `status: deleted` deletes. */
export async function updateEvent(ctx: AppContext, id: number, version: number, input: EventInput) {
  const set = checkEvent(input, '', false);
  await checkTagging(ctx, { tagIds: input.tag_ids, relations: input.tag_relations });
  await updateTagged(
    ctx,
    {
      table: calendarEvents,
      kind: ContentKind.CALENDAR,
      id,
      version,
      notFound: 'Calendar event not found',
    },
    set,
    { tagIds: input.tag_ids, relations: input.tag_relations },
  );
}

// ── Topics ────────────────────────────────────────────────────────────────────

export async function queryTopicIds(
  ctx: AppContext,
  f: { group?: number | null; status?: string[] | null; kw?: string | null },
  page: { start: number; limit: number },
) {
  const c: SQL[] = [];
  if (f.group !== undefined && f.group !== null && f.group !== RelationGroup.ALL) {
    c.push(
      sql`exists (select 1 from ${tagRelations} where ${tagRelations.item_kind} = ${ContentKind.CALENDAR_TOPIC} and ${tagRelations.item_id} = ${calendarTopics.id} and (${tagRelations.group} = ${f.group} or ${tagRelations.group} = ${RelationGroup.ALL}))`,
    );
  }
  if (f.status?.length) c.push(inArray(calendarTopics.status, f.status));
  if (f.kw?.trim()) c.push(sql`${calendarTopics.name} ilike ${likeOf(f.kw)}`);
  const where = c.length ? and(...c) : undefined;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ id: calendarTopics.id })
      .from(calendarTopics)
      .where(where)
      .orderBy(asc(calendarTopics.name), asc(calendarTopics.id))
      .limit(page.limit)
      .offset(page.start),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(calendarTopics)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

function checkTopic(input: TopicInput, create: boolean) {
  const out: Partial<typeof calendarTopics.$inferInsert> = {};
  if (create || input.name !== undefined) {
    out.name = checkText(input.name, 'name', 'Please input title first');
  }
  if (input.status === null) throw ApiError.field('status', 'required', 'status cannot be empty');
  if (input.status) out.status = input.status;
  for (const key of ['description', 'period', 'website', 'organization'] as const) {
    if (input[key] !== undefined) out[key] = input[key]?.trim() || null;
  }
  return out;
}

export async function createTopic(ctx: AppContext, input: TopicInput): Promise<number> {
  const set = checkTopic(input, true);
  await checkTagging(ctx, { relations: input.tag_relations });
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calendarTopics)
      .values({
        ...set,
        name: set.name!,
        status: set.status ?? 'published',
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .returning({ id: calendarTopics.id });
    await writeTagging(tx as unknown as AppContext['db'], ContentKind.CALENDAR_TOPIC, row!.id, {
      relations: input.tag_relations,
    });
    return row!.id;
  });
  taggedWritten(ctx, calendarTopics);
  return id;
}

export async function updateTopic(ctx: AppContext, id: number, version: number, input: TopicInput) {
  const set = checkTopic(input, false);
  await checkTagging(ctx, { relations: input.tag_relations });
  await updateTagged(
    ctx,
    {
      table: calendarTopics,
      kind: ContentKind.CALENDAR_TOPIC,
      id,
      version,
      notFound: 'topic not found',
    },
    set,
    { relations: input.tag_relations },
  );
}

export async function eventExists(ctx: AppContext, id: number) {
  const rows = await ctx.db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(eq(calendarEvents.id, id));
  return rows.length > 0;
}
