import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { allowFromEnv, guardedFetch } from '../crawler/fetchGuard';
import { dataSources, dataTaskRuns } from '../db/schema-data';
import { ApiError } from '../http/errors';
import type { AppContext } from '../http/types';
import { MAX_ROWS, parseDatetime, SOURCE_NOT_FOUND, type SourceRow } from './data';
import type { ScheduledJob } from './scheduler';

/**
 * API data tasks (issue #15; operations §3 Data source "task frequency with unit"; designed here).
 * An API data source with a task frequency is fetched every `task_frequency` `task_frequency_unit`
 * by the scheduler, in the crawlers' style: the due source is claimed by moving its
 * `task_next_run_at` forward with a conditional write (so two processes never run it twice), the
 * API is fetched through the crawler's guard (public addresses only unless `CRAWLER_ALLOW_NETWORKS`
 * allows them, a time limit, a size cap), its rows are merged into the table by the unique key
 * (the datetime column without one), and every run is recorded (time, duration, rows, error).
 *
 * The reference server does not run the source code: it fetches the first http(s) URL the source
 * code names, and reads the answer by the input type: `csv` (a header row naming the columns) or
 * JSON (an array, or `{ rows }` / `{ data }` holding one, of rows as arrays in column order or as
 * objects keyed by column name).
 */
export type TaskRunRow = typeof dataTaskRuns.$inferSelect;
export type TaskTrigger = 'schedule' | 'manual';

export const NO_TASK = 'Only API data sources with a task frequency have a task';
export const NO_URL = 'The source code names no URL to fetch';
export const NO_DATETIME = 'The source has no datetime column and format';
const FORMAT = 'Error data format';
const CHANGED = 'This record was changed by someone else';
/** The longest a fetch may take (ms) and the most it may read (bytes). */
export const TASK_TIMEOUT_MS = 30_000;
export const TASK_MAX_BYTES = 8 * 1024 * 1024;

const CHINA = 8 * 3_600_000;
const FIXED: Record<string, number> = {
  MINUTES: 60_000,
  HOURS: 3_600_000,
  DAYS: 86_400_000,
  WEEKS: 7 * 86_400_000,
};
const MONTHS: Record<string, number> = { MONTHS: 1, QUARTERS: 3, YEARS: 12 };

/**
 * `every` `unit` after `from`: minutes to weeks as fixed lengths, months, quarters and years on
 * the calendar in China time (the 31st steps to the month's last day).
 */
export function taskTimeAfter(from: number, every: number, unit: string): number {
  const fixed = FIXED[unit];
  if (fixed) return from + every * fixed;
  const months = (MONTHS[unit] ?? 1) * every;
  const c = new Date(from + CHINA);
  const y = c.getUTCFullYear();
  const m = c.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return (
    Date.UTC(
      y,
      m,
      Math.min(c.getUTCDate(), last),
      c.getUTCHours(),
      c.getUTCMinutes(),
      c.getUTCSeconds(),
      c.getUTCMilliseconds(),
    ) - CHINA
  );
}

type TaskFields = Pick<SourceRow, 'type' | 'task_frequency' | 'task_frequency_unit'>;

/** Whether a source has a task: API data with a frequency. */
export const hasTask = (s: TaskFields) =>
  s.type === 'api' && !!s.task_frequency && s.task_frequency > 0 && !!s.task_frequency_unit;

/** When a source's task runs next, counted from `now`; null without a task. */
export const nextTaskAt = (s: TaskFields, now: number): number | null =>
  hasTask(s) ? taskTimeAfter(now, s.task_frequency!, s.task_frequency_unit!) : null;

/** The URL the task fetches: the first http(s) URL of the source code. */
export function taskUrl(sourceCode: string | null | undefined): string | null {
  const m = /https?:\/\/[^\s'"`<>)]+/.exec(sourceCode ?? '');
  return m ? m[0] : null;
}

const cell = (v: unknown, row: number): string | null => {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new Error(`Row ${row + 1}: ${FORMAT}`);
};

/** The rows of an API answer, cells in the source's column order. */
export function readTaskRows(
  body: string,
  inputType: string | null,
  columns: readonly string[],
): (string | null)[][] {
  if ((inputType ?? '').trim().toLowerCase() === 'csv') {
    const parsed = Papa.parse<Record<string, unknown>>(body.trim(), {
      header: true,
      skipEmptyLines: true,
    });
    const header = parsed.meta.fields ?? [];
    const missing = columns.filter((c) => !header.includes(c));
    if (missing.length) throw new Error(`${FORMAT}: no column ${missing.join(', ')}`);
    return parsed.data.map((r, i) => columns.map((c) => cell(r[c], i)));
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new Error(`${FORMAT}: the answer is not JSON`);
  }
  const holder = value as { rows?: unknown; data?: unknown } | null;
  const list = Array.isArray(value)
    ? value
    : Array.isArray(holder?.rows)
      ? holder.rows
      : Array.isArray(holder?.data)
        ? holder.data
        : null;
  if (!list) throw new Error(`${FORMAT}: no rows in the answer`);
  return list.map((item: unknown, i) => {
    if (Array.isArray(item)) {
      if (item.length !== columns.length) throw new Error(`Row ${i + 1}: ${FORMAT}`);
      return item.map((v) => cell(v, i));
    }
    if (item && typeof item === 'object') {
      const o = item as Record<string, unknown>;
      return columns.map((c) => cell(o[c], i));
    }
    throw new Error(`Row ${i + 1}: ${FORMAT}`);
  });
}

/**
 * The table with the fetched rows merged in by key (the unique key, else the datetime column): a
 * new key is added, a known one replaced when its cells changed; sorted by datetime.
 */
export function mergeRows(
  source: Pick<SourceRow, 'columns' | 'datetime_column' | 'datetime_format' | 'unique_key'>,
  current: readonly (string | null)[][],
  fetched: readonly (string | null)[][],
) {
  const names = source.columns.map((c) => c.name);
  const dt = names.indexOf(source.datetime_column ?? '');
  const format = source.datetime_format;
  if (dt < 0 || !format) throw new Error(NO_DATETIME);
  const keyAt = source.unique_key ? names.indexOf(source.unique_key) : -1;
  const k = keyAt >= 0 ? keyAt : dt;
  const rows = current.map((r) => [...r]);
  const byKey = new Map<string | null, number>();
  rows.forEach((r, i) => byKey.set(r[k] ?? null, i));
  let added = 0;
  let updated = 0;
  fetched.forEach((row, i) => {
    if (parseDatetime(row[dt], format) === null) throw new Error(`Row ${i + 1}: ${FORMAT}`);
    const key = row[k] ?? null;
    const at = byKey.get(key);
    if (at === undefined) {
      byKey.set(key, rows.length);
      rows.push([...row]);
      added++;
    } else if (JSON.stringify(rows[at]) !== JSON.stringify(row)) {
      rows[at] = [...row];
      updated++;
    }
  });
  if (rows.length > MAX_ROWS) throw new Error(`rows: at most ${MAX_ROWS}`);
  const keyed = rows.map((r) => ({ t: parseDatetime(r[dt], format) ?? 0, r }));
  keyed.sort((a, b) => a.t - b.t);
  return { rows: keyed.map((x) => x.r), added, updated };
}

/** Runs a source's task now: fetch, read, merge, store, record the run. */
export async function runDataTask(
  ctx: AppContext,
  sourceId: number,
  trigger: TaskTrigger,
): Promise<TaskRunRow> {
  const startedAt = ctx.now();
  const started = performance.now();
  let fetched = 0;
  let added = 0;
  let updated = 0;
  let error: string | null = null;
  try {
    const [source] = await ctx.db.select().from(dataSources).where(eq(dataSources.id, sourceId));
    if (!source) throw new Error(SOURCE_NOT_FOUND);
    const url = taskUrl(source.source_code);
    if (!url) throw new Error(NO_URL);
    const page = await guardedFetch(
      url,
      { method: 'GET', body: null },
      { allow: allowFromEnv(), timeoutMs: TASK_TIMEOUT_MS, maxBytes: TASK_MAX_BYTES },
    );
    if (page.status >= 400) throw new Error(`The API answered HTTP ${page.status}`);
    const rows = readTaskRows(
      page.body,
      source.input_type,
      source.columns.map((c) => c.name),
    );
    fetched = rows.length;
    const merged = mergeRows(source, source.rows, rows);
    if (merged.added || merged.updated) {
      const written = await ctx.db
        .update(dataSources)
        .set({
          rows: merged.rows,
          row_count: merged.rows.length,
          updated_at: ctx.now(),
          version: sql`${dataSources.version} + 1`,
        })
        .where(and(eq(dataSources.id, source.id), eq(dataSources.version, source.version)))
        .returning({ id: dataSources.id });
      if (written.length === 0) throw new Error(CHANGED);
    }
    added = merged.added;
    updated = merged.updated;
  } catch (e) {
    ctx.log.debug({ err: e, sourceId }, 'data task failed');
    error = e instanceof Error ? e.message : String(e);
  }
  const [run] = await ctx.db
    .insert(dataTaskRuns)
    .values({
      source_id: sourceId,
      started_at: startedAt,
      duration_ms: Math.round(performance.now() - started),
      rows_fetched: fetched,
      rows_added: added,
      rows_updated: updated,
      error,
      trigger,
    })
    .returning();
  return run!;
}

/** A manual run (admin): the source must have a task. */
export async function runDataTaskNow(ctx: AppContext, source: TaskFields & { id: number }) {
  if (!hasTask(source)) throw ApiError.rule(NO_TASK);
  return runDataTask(ctx, source.id, 'manual');
}

/** The latest runs of a source's task, newest first. */
export function lastTaskRuns(ctx: AppContext, sourceId: number, limit = 10): Promise<TaskRunRow[]> {
  return ctx.db
    .select()
    .from(dataTaskRuns)
    .where(eq(dataTaskRuns.source_id, sourceId))
    .orderBy(desc(dataTaskRuns.started_at), desc(dataTaskRuns.id))
    .limit(limit);
}

/**
 * The scheduler's job: every API data source whose task time has come runs once, and its next
 * time is counted from now. Claimed with a conditional write on `task_next_run_at`, so a source is
 * run by one process only.
 */
export const runDueDataTasks: ScheduledJob = {
  name: 'data-tasks',
  async run(ctx) {
    const now = ctx.now();
    const due = await ctx.db
      .select({
        id: dataSources.id,
        type: dataSources.type,
        task_frequency: dataSources.task_frequency,
        task_frequency_unit: dataSources.task_frequency_unit,
        task_next_run_at: dataSources.task_next_run_at,
      })
      .from(dataSources)
      .where(and(isNotNull(dataSources.task_next_run_at), lte(dataSources.task_next_run_at, now)))
      .limit(20);
    let ran = 0;
    for (const row of due) {
      const claimed = await ctx.db
        .update(dataSources)
        .set({ task_next_run_at: nextTaskAt(row, now) })
        .where(
          and(eq(dataSources.id, row.id), eq(dataSources.task_next_run_at, row.task_next_run_at!)),
        )
        .returning({ id: dataSources.id });
      if (claimed.length === 0 || !hasTask(row)) continue;
      await runDataTask(ctx, row.id, 'schedule');
      ran++;
    }
    return ran;
  },
};
