import { CronExpressionParser } from 'cron-parser';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  ilike,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { allowFromEnv, guardedFetch, type FetchedPage } from '../crawler/fetchGuard';
import { applyVariables, extractItems, type ExtractedItem } from '../crawler/extract';
import type { Db } from '../db/client';
import { externalItems, externalSources } from '../db/schema';
import {
  crawlerRuns,
  crawlers,
  externalItemKeys,
  type CrawlerFieldSpec,
  type CrawlerVariableSpec,
} from '../db/schema-ingestion';
import { ApiError, ErrorCode } from '../http/errors';
import type { AppContext } from '../http/types';
import type { ScheduledJob } from './scheduler';
import { updateVersioned } from './versioned';

/**
 * Crawlers (operations §3 Crawler, §4, §5): definitions, schedule (crontab, validated with
 * cron-parser), the runner that fetches under the guard, extracts, stores external items
 * deduplicated by key, and records every run. Designed here: the spec shows no crawler calls.
 */
export type CrawlerRow = typeof crawlers.$inferSelect;
export type RunRow = typeof crawlerRuns.$inferSelect;

export const CRAWLER_STATUSES = ['active', 'inactive', 'custom', 'deleted'] as const;
export type CrawlerStatus = (typeof CRAWLER_STATUSES)[number];
export const PUBLISH_FIRST = 'The source must be published first.';
export const CRAWLER_NOT_FOUND = 'Crawler not found';
/** The schedules run in China time (operations §9). */
export const CRAWLER_TZ = 'Asia/Shanghai';
/** The most a fetch may read (bytes) and the longest it may take (ms). */
export const MAX_BYTES = 2 * 1024 * 1024;
export const MAX_DURATION = 60_000;
/** Text limits (the spec says only that limits exist). */
const LIMITS = { key: 100, name: 100, url: 2000, text: 2000, template: 20_000 } as const;

export interface CrawlerInput {
  key?: string | null;
  name?: string | null;
  url?: string | null;
  description?: string | null;
  duration?: number | null;
  method?: 'GET' | 'POST' | null;
  enabled?: boolean | null;
  schedule?: string | null;
  extractor_kind?: 'html' | 'json' | null;
  selector_kind?: 'css' | 'jsonpath' | null;
  item_selector?: string | null;
  fields?: CrawlerFieldSpec[] | null;
  namespace?: string | null;
  proxy_enabled?: boolean | null;
  proxy_url?: string | null;
  variables?: CrawlerVariableSpec[] | null;
  template?: string | null;
  comment?: string | null;
  status?: CrawlerStatus | null;
  source_id?: number | null;
}

const field = (name: string, rule: string, message: string) => ApiError.field(name, rule, message);

function text(
  value: string | null | undefined,
  name: string,
  limit: number,
  required = false,
): string | null | undefined {
  if (value === undefined) return undefined;
  const v = (value ?? '').trim();
  if (!v) {
    if (required) throw field(name, 'required', 'This is a required field');
    return null;
  }
  if (v.length > limit)
    throw field(name, 'maxLength', `${name} must be at most ${limit} characters`);
  return v;
}

/** The next `n` run times of a crontab expression after `from` (China time), or a field error. */
export function nextRuns(schedule: string, from: number, n = 5): number[] {
  try {
    const it = CronExpressionParser.parse(schedule, {
      currentDate: new Date(from),
      tz: CRAWLER_TZ,
    });
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(it.next().getTime());
    return out;
  } catch {
    throw field('schedule', 'crontab', 'The schedule must be a crontab expression');
  }
}

function checkUrl(url: string, name = 'url') {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw field(name, 'format', 'Error data format');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw field(name, 'format', 'Error data format');
}

function columns(input: CrawlerInput, create: boolean): Partial<typeof crawlers.$inferInsert> {
  const out: Partial<typeof crawlers.$inferInsert> = {};
  const key = text(create ? (input.key ?? '') : input.key, 'key', LIMITS.key, true);
  if (key) {
    if (!/^[A-Za-z0-9._-]+$/.test(key)) {
      throw field('key', 'format', 'Use letters, digits, dot, dash and underscore only');
    }
    out.key = key;
  }
  const name = text(create ? (input.name ?? '') : input.name, 'name', LIMITS.name, true);
  if (name) out.name = name;
  const url = text(create ? (input.url ?? '') : input.url, 'url', LIMITS.url, true);
  if (url) {
    checkUrl(applyVariables(url, input.variables ?? []).replace(/\{\{[^}]*\}\}/g, 'x'));
    out.url = url;
  }
  const schedule = text(
    create ? (input.schedule ?? '') : input.schedule,
    'schedule',
    LIMITS.name,
    true,
  );
  if (schedule) {
    nextRuns(schedule, Date.now(), 1);
    out.schedule = schedule;
  }
  const selector = text(
    create ? (input.item_selector ?? '') : input.item_selector,
    'item_selector',
    LIMITS.text,
    true,
  );
  if (selector) out.item_selector = selector;
  for (const k of ['description', 'namespace', 'comment'] as const) {
    const v = text(input[k], k, LIMITS.text);
    if (v !== undefined) out[k] = v;
  }
  const template = text(input.template, 'template', LIMITS.template);
  if (template !== undefined) out.template = template;
  const proxy = text(input.proxy_url, 'proxy_url', LIMITS.url);
  if (proxy !== undefined) {
    if (proxy) checkUrl(proxy, 'proxy_url');
    out.proxy_url = proxy;
  }
  if (input.duration !== undefined && input.duration !== null) {
    if (
      !Number.isInteger(input.duration) ||
      input.duration < 100 ||
      input.duration > MAX_DURATION
    ) {
      throw field('duration', 'range', `duration must be between 100 and ${MAX_DURATION} ms`);
    }
    out.duration = input.duration;
  }
  if (input.method) out.method = input.method;
  if (input.enabled !== undefined && input.enabled !== null) out.enabled = input.enabled;
  if (input.proxy_enabled !== undefined && input.proxy_enabled !== null) {
    out.proxy_enabled = input.proxy_enabled;
  }
  if (input.extractor_kind) out.extractor_kind = input.extractor_kind;
  if (input.selector_kind) out.selector_kind = input.selector_kind;
  if (input.status) out.status = input.status;
  if (input.source_id !== undefined && input.source_id !== null) out.source_id = input.source_id;
  if (input.fields !== undefined && input.fields !== null) {
    if (input.fields.length === 0) throw field('fields', 'required', 'Add at least one field');
    const names = new Set<string>();
    out.fields = input.fields.map((f, i) => {
      const n = text(f.name, `fields[${i}].name`, LIMITS.name, true)!;
      if (names.has(n)) throw field(`fields[${i}].name`, 'unique', `Field ${n} is defined twice`);
      names.add(n);
      return {
        name: n,
        selector: (f.selector ?? '').trim(),
        attribute: (f.attribute ?? '').trim() || null,
      };
    });
  } else if (create) {
    throw field('fields', 'required', 'Add at least one field');
  }
  if (input.variables !== undefined && input.variables !== null) {
    out.variables = input.variables.map((v, i) => ({
      name: text(v.name, `variables[${i}].name`, LIMITS.name, true)!,
      value: v.value ?? '',
    }));
  } else if (create) {
    out.variables = [];
  }
  return out;
}

function checkKinds(row: Pick<CrawlerRow, 'extractor_kind' | 'selector_kind'>) {
  const ok =
    (row.extractor_kind === 'html' && row.selector_kind === 'css') ||
    (row.extractor_kind === 'json' && row.selector_kind === 'jsonpath');
  if (!ok) {
    throw field(
      'selector_kind',
      'kind',
      'An HTML extractor takes CSS selectors and a JSON extractor takes JSON paths',
    );
  }
}

async function sourceOf(ctx: AppContext, id: number) {
  const [s] = await ctx.db.select().from(externalSources).where(eq(externalSources.id, id));
  if (!s) throw new ApiError(ErrorCode.NOT_FOUND, 'Sources not found', { field: 'source_id' });
  return s;
}

/** An enabled, active crawler needs a published source (operations §5). */
async function checkPublished(ctx: AppContext, row: Pick<CrawlerRow, 'enabled' | 'source_id'>) {
  const source = await sourceOf(ctx, row.source_id);
  if (row.enabled && source.status !== 'published') throw ApiError.rule(PUBLISH_FIRST);
}

const scheduled = (row: Pick<CrawlerRow, 'enabled' | 'status' | 'schedule'>, now: number) =>
  row.enabled && row.status === 'active' ? nextRuns(row.schedule, now, 1)[0]! : null;

const isUnique = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505';
const duplicate = () =>
  new ApiError(ErrorCode.DUPLICATE, 'Crawler key already exists', { field: 'key' });

export async function createCrawler(ctx: AppContext, input: CrawlerInput): Promise<CrawlerRow> {
  if (input.source_id === undefined || input.source_id === null) {
    throw field('source_id', 'required', 'This is a required field');
  }
  const set = columns(input, true);
  const row = {
    duration: 10_000,
    method: 'GET',
    enabled: false,
    extractor_kind: 'html',
    selector_kind: 'css',
    proxy_enabled: false,
    status: 'active',
    ...set,
  } as CrawlerRow;
  checkKinds(row);
  await checkPublished(ctx, row);
  const [dup] = await ctx.db
    .select({ id: crawlers.id })
    .from(crawlers)
    .where(eq(crawlers.key, row.key));
  if (dup) throw duplicate();
  const now = ctx.now();
  try {
    const [created] = await ctx.db
      .insert(crawlers)
      .values({
        ...(set as typeof crawlers.$inferInsert),
        next_run_at: scheduled(row, now),
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .returning();
    return created!;
  } catch (e) {
    if (isUnique(e)) throw duplicate();
    throw e;
  }
}

export async function getCrawler(ctx: AppContext, id: number): Promise<CrawlerRow> {
  const [row] = await ctx.db.select().from(crawlers).where(eq(crawlers.id, id));
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, CRAWLER_NOT_FOUND, { field: 'id' });
  return row;
}

export async function updateCrawler(
  ctx: AppContext,
  id: number,
  version: number,
  input: CrawlerInput,
): Promise<CrawlerRow> {
  const set = columns(input, false);
  const current = await getCrawler(ctx, id);
  const next = { ...current, ...set } as CrawlerRow;
  checkKinds(next);
  await checkPublished(ctx, next);
  if (set.key) {
    const [dup] = await ctx.db
      .select({ id: crawlers.id })
      .from(crawlers)
      .where(and(eq(crawlers.key, set.key), ne(crawlers.id, id)));
    if (dup) throw duplicate();
  }
  try {
    return await updateVersioned(
      ctx.db,
      crawlers,
      id,
      version,
      { ...set, next_run_at: scheduled(next, ctx.now()), updated_at: ctx.now() },
      { notFound: CRAWLER_NOT_FOUND, present: (r: CrawlerRow) => r },
    );
  } catch (e) {
    if (isUnique(e)) throw duplicate();
    throw e;
  }
}

export async function listCrawlers(
  ctx: AppContext,
  filter: { kw?: string | null; status?: string[] | null },
  page: { start: number; limit: number },
): Promise<{ rows: CrawlerRow[]; total: number }> {
  const where = and(
    filter.kw
      ? or(ilike(crawlers.key, `%${filter.kw}%`), ilike(crawlers.name, `%${filter.kw}%`))
      : undefined,
    filter.status?.length ? inArray(crawlers.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(crawlers)
      .where(where)
      .orderBy(asc(crawlers.key), asc(crawlers.id))
      .limit(page.limit)
      .offset(page.start),
    ctx.db.select({ n: count() }).from(crawlers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function lastRuns(ctx: AppContext, crawlerId: number, limit = 10): Promise<RunRow[]> {
  return ctx.db
    .select()
    .from(crawlerRuns)
    .where(eq(crawlerRuns.crawler_id, crawlerId))
    .orderBy(desc(crawlerRuns.started_at), desc(crawlerRuns.id))
    .limit(limit);
}

// ── Running ─────────────────────────────────────────────────────────────────

type Spec = Pick<
  CrawlerRow,
  | 'url'
  | 'method'
  | 'duration'
  | 'template'
  | 'variables'
  | 'extractor_kind'
  | 'selector_kind'
  | 'item_selector'
  | 'fields'
  | 'proxy_enabled'
>;

export interface Trial {
  page: FetchedPage | null;
  items: ExtractedItem[];
  error: string | null;
  duration_ms: number;
}

/** Fetches and extracts without storing anything (the playground, and the first half of a run). */
export async function tryCrawler(ctx: AppContext, spec: Spec): Promise<Trial> {
  const started = performance.now();
  let page: FetchedPage | null = null;
  try {
    if (spec.proxy_enabled) {
      throw new Error('The reference runner does not fetch through a proxy');
    }
    const url = applyVariables(spec.url, spec.variables);
    const body = spec.template ? applyVariables(spec.template, spec.variables) : null;
    page = await guardedFetch(
      url,
      {
        method: spec.method === 'POST' ? 'POST' : 'GET',
        body: spec.method === 'POST' ? body : null,
      },
      { allow: allowFromEnv(), timeoutMs: spec.duration, maxBytes: MAX_BYTES },
    );
    if (page.status >= 400) throw new Error(`The site answered HTTP ${page.status}`);
    const items = extractItems(page.body, {
      extractor_kind: spec.extractor_kind === 'json' ? 'json' : 'html',
      selector_kind: spec.selector_kind === 'jsonpath' ? 'jsonpath' : 'css',
      item_selector: spec.item_selector,
      fields: spec.fields,
    });
    return { page, items, error: null, duration_ms: Math.round(performance.now() - started) };
  } catch (e) {
    ctx.log.debug({ err: e }, 'crawler trial failed');
    return {
      page,
      items: [],
      error: e instanceof Error ? e.message : String(e),
      duration_ms: Math.round(performance.now() - started),
    };
  }
}

const itemKey = (item: ExtractedItem) => item.key ?? item.url ?? item.title ?? null;

function parseTime(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const n = /^\d{10,13}$/.test(value)
    ? Number(value.length === 10 ? `${value}000` : value)
    : Date.parse(value);
  return Number.isFinite(n) ? n : fallback;
}

/** Stores new items (a key seen before for the source is skipped); returns how many were added. */
async function storeItems(ctx: AppContext, sourceId: number, items: ExtractedItem[]) {
  const now = ctx.now();
  let added = 0;
  const seen = new Set<string>();
  for (const item of items) {
    const key = itemKey(item);
    if (!key || !item.title || seen.has(key)) continue;
    seen.add(key);
    const inserted = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(externalItemKeys)
        .values({ source_id: sourceId, key: key.slice(0, 1000), item_id: 0 })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return false;
      const [row] = await tx
        .insert(externalItems)
        .values({
          source_id: sourceId,
          title: item.title!.slice(0, 500),
          description: item.description?.slice(0, 2000) ?? null,
          url: item.url ?? null,
          cover: item.cover_url ?? null,
          display_time: parseTime(item.time, now),
          status: 'draft',
          synchronized: false,
          created_at: now,
          updated_at: now,
          version: 1,
        })
        .returning({ id: externalItems.id });
      await tx
        .update(externalItemKeys)
        .set({ item_id: row!.id })
        .where(
          and(
            eq(externalItemKeys.source_id, sourceId),
            eq(externalItemKeys.key, key.slice(0, 1000)),
          ),
        );
      return true;
    });
    if (inserted) added++;
  }
  if (added) ctx.counts.invalidate(getTableName(externalItems));
  return added;
}

/** Runs a crawler now: fetch, extract, store, record the run. */
export async function runCrawler(
  ctx: AppContext,
  row: CrawlerRow,
  trigger: 'schedule' | 'manual',
): Promise<RunRow> {
  const startedAt = ctx.now();
  const source = await sourceOf(ctx, row.source_id);
  let trial: Trial;
  let added = 0;
  if (source.status !== 'published') {
    trial = { page: null, items: [], error: PUBLISH_FIRST, duration_ms: 0 };
  } else {
    trial = await tryCrawler(ctx, row);
    if (!trial.error) {
      try {
        added = await storeItems(ctx, row.source_id, trial.items);
      } catch (e) {
        trial.error = e instanceof Error ? e.message : String(e);
      }
    }
  }
  const [run] = await ctx.db
    .insert(crawlerRuns)
    .values({
      crawler_id: row.id,
      started_at: startedAt,
      duration_ms: trial.duration_ms,
      items_found: trial.items.length,
      items_added: added,
      error: trial.error,
      trigger,
    })
    .returning();
  return run!;
}

/**
 * The scheduler's job: every enabled active crawler whose time has come runs once. A crawler is
 * claimed by moving its `next_run_at` forward with a conditional write, so two processes never
 * run the same due crawler twice.
 */
export const runDueCrawlers: ScheduledJob = {
  name: 'crawlers',
  async run(ctx) {
    const now = ctx.now();
    const due = await ctx.db
      .select()
      .from(crawlers)
      .where(
        and(
          eq(crawlers.enabled, true),
          eq(crawlers.status, 'active'),
          isNotNull(crawlers.next_run_at),
          lte(crawlers.next_run_at, now),
        ),
      )
      .limit(20);
    let ran = 0;
    for (const row of due) {
      let next: number | null;
      try {
        next = nextRuns(row.schedule, now, 1)[0]!;
      } catch {
        next = null;
      }
      const claimed = await ctx.db
        .update(crawlers)
        .set({ next_run_at: next })
        .where(and(eq(crawlers.id, row.id), eq(crawlers.next_run_at, row.next_run_at!)))
        .returning({ id: crawlers.id });
      if (claimed.length === 0) continue;
      await runCrawler(ctx, row, 'schedule');
      ran++;
    }
    return ran;
  },
};

/** For tests and the batch screen: the runs of many crawlers at once, newest first. */
export async function latestRunOf(db: Db, ids: number[]): Promise<Map<number, RunRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(crawlerRuns)
    .where(
      and(
        inArray(crawlerRuns.crawler_id, ids),
        sql`${crawlerRuns.id} = (select max(r.id) from crawler_runs r where r.crawler_id = ${crawlerRuns.crawler_id})`,
      ),
    );
  return new Map(rows.map((r) => [r.crawler_id, r]));
}
