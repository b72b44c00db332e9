import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calendarEventOrigins, calendarEvents, calendarTemplates, calendars } from '../db/schema';
import { ApiError, ErrorCode } from '../http/errors';
import type { AppContext } from '../http/types';
import { DAY_MS, GMT8_OFFSET_MS } from './chinaTime';
import { sanitizeBody } from './content';
import { likeOf, taggedWritten } from './content-graph';
import { updateVersioned } from './versioned';

/**
 * Calendars and event templates (#12, designed here). A calendar holds the defaults of its
 * templates and whether the events made from them are published at once; a template is one
 * recurring indicator whose events are made for a range of China (GMT+8) dates.
 */

export const CALENDAR_NOT_FOUND = 'Calendar not found';
export const TEMPLATE_NOT_FOUND = 'Template not found';
export const REPEAT_CALENDAR = 'Repeat Calendar';
const MAX_NAME = 100;
const MAX_TITLE = 200;
const MAX_POSITION = 9999;
/** Like an event's unit (services/calendar.ts). */
const MAX_UNIT = 20;
/** Like the batch of createCalendarEvents. */
const MAX_BATCH = 500;
const KINDS = ['ECONOMIC', 'CENTRAL_BANK', 'EARNINGS', 'HOLIDAY', 'OTHER'];

/** The 15 countries and regions of the console plus `other` (content §9). */
export const CALENDAR_COUNTRIES = [
  'CN',
  'US',
  'EU',
  'JP',
  'GB',
  'DE',
  'FR',
  'IT',
  'AU',
  'CA',
  'HK',
  'KR',
  'IN',
  'CH',
  'NZ',
  'other',
];

export interface CalendarInput {
  name?: string | null;
  country?: string | null;
  kind?: string | null;
  default_importance?: number | null;
  default_time_format?: string | null;
  auto_publish?: boolean | null;
  position?: number | null;
  description?: string | null;
}

export interface TemplateInput {
  calendar_id?: number;
  title_pattern?: string | null;
  event?: string | null;
  country?: string | null;
  importance?: number | null;
  source?: string | null;
  unit?: string | null;
  default_time?: string | null;
  time_format?: string | null;
  body?: string | null;
}

export type Recurrence = 'DAILY' | 'WEEKDAYS' | 'WEEKLY' | 'MONTHLY';

function text(value: string | null | undefined, field: string, message: string, max: number) {
  const v = (value ?? '').trim();
  if (!v) throw ApiError.field(field, 'required', message);
  if (v.length > max) {
    throw ApiError.field(field, 'maxLength', `${field} must be at most ${max} characters`);
  }
  return v;
}

function country(value: string | null | undefined, field = 'country') {
  const v = value?.trim() || null;
  if (v !== null && !CALENDAR_COUNTRIES.includes(v)) {
    throw ApiError.field(field, 'enum', `${field}: ${v} is not a country or region of the console`);
  }
  return v;
}

function notNull<T>(value: T | null | undefined, field: string): T | undefined {
  if (value === null) throw ApiError.field(field, 'required', `${field} cannot be empty`);
  return value;
}

// ── Calendars ─────────────────────────────────────────────────────────────────

function checkCalendar(input: CalendarInput, create: boolean) {
  const out: Partial<typeof calendars.$inferInsert> = {};
  if (create || input.name !== undefined) {
    out.name = text(input.name, 'name', 'Please input title first', MAX_NAME);
  }
  if (input.country !== undefined) out.country = country(input.country);
  const kind = notNull(input.kind, 'kind');
  if (kind !== undefined) {
    if (!KINDS.includes(kind)) throw ApiError.field('kind', 'enum', `kind: ${kind} is not a kind`);
    out.kind = kind;
  }
  const importance = notNull(input.default_importance, 'default_importance');
  if (importance !== undefined) out.default_importance = importance;
  const format = notNull(input.default_time_format, 'default_time_format');
  if (format !== undefined) out.default_time_format = format;
  const auto = notNull(input.auto_publish, 'auto_publish');
  if (auto !== undefined) out.auto_publish = auto;
  const position = notNull(input.position, 'position');
  if (position !== undefined) {
    if (!Number.isInteger(position) || position < 0 || position > MAX_POSITION) {
      throw ApiError.field('position', 'range', `position must be between 0 and ${MAX_POSITION}`);
    }
    out.position = position;
  }
  if (input.description !== undefined) out.description = input.description?.trim() || null;
  return out;
}

async function checkUniqueName(db: Db, name: string | undefined, id?: number) {
  if (name === undefined) return;
  const c: SQL[] = [sql`lower(${calendars.name}) = lower(${name})`];
  if (id !== undefined) c.push(sql`${calendars.id} <> ${id}`);
  const rows = await db
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(...c))
    .limit(1);
  if (rows.length) {
    throw new ApiError(ErrorCode.DUPLICATE, REPEAT_CALENDAR, {
      errors: [{ field: 'name', rule: 'unique', message: REPEAT_CALENDAR }],
    });
  }
}

export async function queryCalendarIds(
  ctx: AppContext,
  f: { kw?: string | null; countries?: string[] | null },
  page: { start: number; limit: number },
) {
  const c: SQL[] = [];
  if (f.kw?.trim()) c.push(sql`${calendars.name} ilike ${likeOf(f.kw)}`);
  if (f.countries?.length) c.push(inArray(calendars.country, f.countries));
  const where = c.length ? and(...c) : undefined;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select()
      .from(calendars)
      .where(where)
      .orderBy(asc(calendars.position), asc(calendars.name), asc(calendars.id))
      .limit(page.limit)
      .offset(page.start),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(calendars)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function getCalendar(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(calendars).where(eq(calendars.id, id)).limit(1);
  return row ?? null;
}

export async function getCalendars(ctx: AppContext, ids: number[]) {
  if (!ids.length) return [];
  return ctx.db.select().from(calendars).where(inArray(calendars.id, ids));
}

export async function createCalendar(ctx: AppContext, input: CalendarInput) {
  const set = checkCalendar(input, true);
  await checkUniqueName(ctx.db, set.name);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(calendars)
    .values({ ...set, name: set.name!, created_at: now, updated_at: now, version: 1 })
    .returning();
  return row!;
}

export async function updateCalendar(
  ctx: AppContext,
  id: number,
  version: number,
  input: CalendarInput,
) {
  const set = checkCalendar(input, false);
  await checkUniqueName(ctx.db, set.name, id);
  return updateVersioned(
    ctx.db,
    calendars,
    id,
    version,
    { ...set, updated_at: ctx.now() },
    { notFound: CALENDAR_NOT_FOUND, present: (row) => row },
  );
}

/** Templates per calendar (ordered by default time, then title pattern). */
export async function templatesOf(ctx: AppContext, calendarIds: number[]) {
  if (!calendarIds.length) return [];
  return ctx.db
    .select()
    .from(calendarTemplates)
    .where(inArray(calendarTemplates.calendar_id, calendarIds))
    .orderBy(
      asc(calendarTemplates.default_time),
      asc(calendarTemplates.title_pattern),
      asc(calendarTemplates.id),
    );
}

export async function templateCounts(ctx: AppContext, calendarIds: number[]) {
  if (!calendarIds.length) return new Map<number, number>();
  const rows = await ctx.db
    .select({ id: calendarTemplates.calendar_id, n: sql<number>`count(*)::int` })
    .from(calendarTemplates)
    .where(inArray(calendarTemplates.calendar_id, calendarIds))
    .groupBy(calendarTemplates.calendar_id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The calendar of each event made from a template. */
export async function calendarIdsOfEvents(ctx: AppContext, eventIds: number[]) {
  if (!eventIds.length) return new Map<number, number>();
  const rows = await ctx.db
    .select({ event: calendarEventOrigins.event_id, calendar: calendarEventOrigins.calendar_id })
    .from(calendarEventOrigins)
    .where(inArray(calendarEventOrigins.event_id, eventIds));
  return new Map(rows.map((r) => [r.event, r.calendar]));
}

/** SQL condition: the event was made from a template of one of the calendars. */
export function inCalendars(ids: number[]): SQL {
  return sql`exists (select 1 from ${calendarEventOrigins} where ${calendarEventOrigins.event_id} = ${calendarEvents.id} and ${inArray(calendarEventOrigins.calendar_id, ids)})`;
}

// ── Templates ─────────────────────────────────────────────────────────────────

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function checkTemplate(input: TemplateInput, create: boolean) {
  const out: Partial<typeof calendarTemplates.$inferInsert> = {};
  if (create || input.title_pattern !== undefined) {
    out.title_pattern = text(input.title_pattern, 'title_pattern', 'Please input title', MAX_TITLE);
  }
  if (create || input.body !== undefined) {
    const body = sanitizeBody((input.body ?? '').trim());
    // An editor's empty paragraph (`<p></p>`, `<p><br></p>`) is no content; an image is.
    const text = body.replace(/<(?!img\b)[^>]*>/gi, '').replace(/&nbsp;/g, ' ');
    if (!text.trim()) throw ApiError.field('body', 'required', 'Please input body content');
    out.body = body;
  }
  if (input.country !== undefined) out.country = country(input.country);
  const time = notNull(input.default_time, 'default_time');
  if (time !== undefined) {
    if (!TIME.test(time.trim())) {
      throw ApiError.field('default_time', 'format', 'Please input a time as HH:mm');
    }
    out.default_time = time.trim();
  }
  const importance = notNull(input.importance, 'importance');
  if (importance !== undefined) out.importance = importance;
  const format = notNull(input.time_format, 'time_format');
  if (format !== undefined) out.time_format = format;
  for (const key of ['event', 'source', 'unit'] as const) {
    if (input[key] !== undefined) out[key] = input[key]?.trim() || null;
  }
  if (out.unit && out.unit.length > MAX_UNIT) {
    throw ApiError.field('unit', 'maxLength', `unit must be at most ${MAX_UNIT} characters`);
  }
  return out;
}

export async function getTemplate(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(calendarTemplates)
    .where(eq(calendarTemplates.id, id))
    .limit(1);
  return row ?? null;
}

export async function createTemplate(ctx: AppContext, calendarId: number, input: TemplateInput) {
  const set = checkTemplate(input, true);
  const calendar = await getCalendar(ctx, calendarId);
  if (!calendar)
    throw new ApiError(ErrorCode.NOT_FOUND, CALENDAR_NOT_FOUND, { field: 'calendar_id' });
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(calendarTemplates)
    .values({
      ...set,
      calendar_id: calendarId,
      title_pattern: set.title_pattern!,
      body: set.body!,
      country: set.country !== undefined ? set.country : calendar.country,
      importance: set.importance ?? calendar.default_importance,
      time_format: set.time_format ?? calendar.default_time_format,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .returning();
  return row!;
}

export async function updateTemplate(
  ctx: AppContext,
  id: number,
  version: number,
  input: TemplateInput,
) {
  const set = checkTemplate(input, false);
  return updateVersioned(
    ctx.db,
    calendarTemplates,
    id,
    version,
    { ...set, updated_at: ctx.now() },
    { notFound: TEMPLATE_NOT_FOUND, present: (row) => row },
  );
}

// ── Events from a template ────────────────────────────────────────────────────

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A China date `YYYY-MM-DD` as its 00:00 GMT+8 in ms; anything else is BAD_USER_INPUT. */
export function chinaDate(value: string, field: string): number {
  const m = DATE.exec(value.trim());
  const t = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(t) || new Date(t).getUTCDate() !== Number(m[3])) {
    throw ApiError.field(field, 'format', 'Please input a date as YYYY-MM-DD');
  }
  return t - GMT8_OFFSET_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The China dates of the range that the recurrence selects, as 00:00 GMT+8 in ms. */
export function daysOf(from: number, to: number, recurrence: Recurrence): number[] {
  const out: number[] = [];
  const first = new Date(from + GMT8_OFFSET_MS);
  for (let day = from; day <= to; day += DAY_MS) {
    const d = new Date(day + GMT8_OFFSET_MS);
    const weekday = d.getUTCDay();
    if (recurrence === 'WEEKDAYS' && (weekday === 0 || weekday === 6)) continue;
    if (recurrence === 'WEEKLY' && weekday !== first.getUTCDay()) continue;
    if (recurrence === 'MONTHLY' && d.getUTCDate() !== first.getUTCDate()) continue;
    out.push(day);
    if (out.length > MAX_BATCH) break;
  }
  return out;
}

/** `{date}`, `{year}`, `{month}`, `{day}` of the China date `day`. */
export function titleOf(pattern: string, day: number): string {
  const d = new Date(day + GMT8_OFFSET_MS);
  const year = String(d.getUTCFullYear());
  const month = pad(d.getUTCMonth() + 1);
  const date = pad(d.getUTCDate());
  return pattern
    .replaceAll('{date}', `${year}-${month}-${date}`)
    .replaceAll('{year}', year)
    .replaceAll('{month}', month)
    .replaceAll('{day}', date);
}

const dayKey = (day: number) => titleOf('{date}', day);

export async function createEventsFromTemplate(
  ctx: AppContext,
  id: number,
  fromDate: string,
  toDate: string,
  recurrence: Recurrence,
): Promise<{ created: number[]; skipped: number }> {
  const from = chinaDate(fromDate, 'from_date');
  const to = chinaDate(toDate, 'to_date');
  if (to < from) {
    throw ApiError.field('to_date', 'range', 'The end date must not be before the start date');
  }
  const days = daysOf(from, to, recurrence);
  const template = await getTemplate(ctx, id);
  if (!template) throw new ApiError(ErrorCode.NOT_FOUND, TEMPLATE_NOT_FOUND, { field: 'id' });
  const calendar = (await getCalendar(ctx, template.calendar_id))!;
  const existing = new Set(
    (
      await ctx.db
        .select({ day: calendarEventOrigins.day })
        .from(calendarEventOrigins)
        .where(
          and(
            eq(calendarEventOrigins.template_id, id),
            inArray(calendarEventOrigins.day, days.map(dayKey)),
          ),
        )
    ).map((r) => r.day),
  );
  const todo = days.filter((d) => !existing.has(dayKey(d)));
  if (todo.length > MAX_BATCH) {
    throw ApiError.field('to_date', 'maxItems', `At most ${MAX_BATCH} events at once`);
  }
  const [hh, mm] = template.default_time.split(':').map(Number) as [number, number];
  const offset = template.time_format === 'DATE' ? 0 : (hh * 60 + mm) * 60_000;
  const now = ctx.now();
  const created = await ctx.db.transaction(async (tx) => {
    if (!todo.length) return [];
    const rows = await tx
      .insert(calendarEvents)
      .values(
        todo.map((day) => ({
          title: titleOf(template.title_pattern, day),
          body: template.body,
          display_time: day + offset,
          time_format: template.time_format,
          country: template.country,
          event: template.event,
          importance: template.importance,
          source: template.source,
          unit: template.unit,
          status: calendar.auto_publish ? 'published' : 'draft',
          created_at: now,
          updated_at: now,
          version: 1,
        })),
      )
      .returning({ id: calendarEvents.id });
    await tx.insert(calendarEventOrigins).values(
      rows.map((r, i) => ({
        event_id: r.id,
        calendar_id: calendar.id,
        template_id: template.id,
        day: dayKey(todo[i]!),
      })),
    );
    return rows.map((r) => r.id);
  });
  taggedWritten(ctx, calendarEvents);
  return { created, skipped: days.length - todo.length };
}

// ── Deleting ──────────────────────────────────────────────────────────────────

/** The spec's refusal of a deletion (content §6); the extension says how many events hold it. */
export const NOT_AVAILABLE_FOR_DELETION = 'Not available for deletion';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Events made from the calendar's (or the template's) templates that are not deleted. */
async function liveEventCount(db: Db | Tx, where: SQL) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calendarEventOrigins)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarEventOrigins.event_id))
    .where(and(where, ne(calendarEvents.status, 'deleted')));
  return row?.n ?? 0;
}

async function refuseWhileEvents(db: Db | Tx, where: SQL) {
  const count = await liveEventCount(db, where);
  if (count > 0) {
    throw new ApiError(ErrorCode.DELETION_NOT_ALLOWED, NOT_AVAILABLE_FOR_DELETION, {
      event_count: count,
    });
  }
}

/** The links of the deleted events that `where` selects (nothing else refers to them). */
async function dropDeletedLinks(tx: Tx, where: SQL) {
  await tx
    .delete(calendarEventOrigins)
    .where(
      and(
        where,
        sql`${calendarEventOrigins.event_id} in (select ${calendarEvents.id} from ${calendarEvents} where ${calendarEvents.status} = 'deleted')`,
      ),
    );
}

/**
 * Deletes a calendar with its templates at `version` (designed here, #12). Events made from its
 * templates are never lost silently: while one is not deleted the deletion is refused (40030 with
 * `event_count`); the links of its deleted events go with it.
 */
export async function deleteCalendar(ctx: AppContext, id: number, version: number) {
  const row = await getCalendar(ctx, id);
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, CALENDAR_NOT_FOUND, { field: 'id' });
  if (row.version !== version) throw ApiError.conflict(row.version, row);
  const mine = eq(calendarEventOrigins.calendar_id, id);
  await refuseWhileEvents(ctx.db, mine);
  // Inside the transaction only the transaction may query (PGlite has one connection).
  await ctx.db.transaction(async (tx) => {
    await refuseWhileEvents(tx, mine);
    await dropDeletedLinks(tx, mine);
    await tx.delete(calendarTemplates).where(eq(calendarTemplates.calendar_id, id));
    const gone = await tx
      .delete(calendars)
      .where(and(eq(calendars.id, id), eq(calendars.version, version)))
      .returning({ id: calendars.id });
    if (!gone.length) {
      const [now] = await tx.select().from(calendars).where(eq(calendars.id, id));
      if (!now) throw new ApiError(ErrorCode.NOT_FOUND, CALENDAR_NOT_FOUND, { field: 'id' });
      throw ApiError.conflict(now.version, now);
    }
  });
}

/**
 * Deletes an event template at `version` (designed here, #12); refused (40030 with
 * `event_count`) while an event made from it is not deleted.
 */
export async function deleteTemplate(ctx: AppContext, id: number, version: number) {
  const row = await getTemplate(ctx, id);
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, TEMPLATE_NOT_FOUND, { field: 'id' });
  if (row.version !== version) throw ApiError.conflict(row.version, row);
  const mine = eq(calendarEventOrigins.template_id, id);
  await refuseWhileEvents(ctx.db, mine);
  await ctx.db.transaction(async (tx) => {
    await refuseWhileEvents(tx, mine);
    await dropDeletedLinks(tx, mine);
    const gone = await tx
      .delete(calendarTemplates)
      .where(and(eq(calendarTemplates.id, id), eq(calendarTemplates.version, version)))
      .returning({ id: calendarTemplates.id });
    if (!gone.length) {
      const [now] = await tx.select().from(calendarTemplates).where(eq(calendarTemplates.id, id));
      if (!now) throw new ApiError(ErrorCode.NOT_FOUND, TEMPLATE_NOT_FOUND, { field: 'id' });
      throw ApiError.conflict(now.version, now);
    }
  });
}
