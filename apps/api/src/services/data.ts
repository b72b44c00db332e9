import { and, asc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { dataCharts, dataGroups, dataSources, type DataColumnSpec } from '../db/schema-data';
import { ApiError, ErrorCode, type FieldError } from '../http/errors';
import type { AppContext } from '../http/types';
import { nextTaskAt } from './dataTasks';
import { updateVersioned } from './versioned';

/**
 * Data sources, data groups and charts (issue #15, graphql/schema/data.graphql; designed here): the
 * business rules of a source's table (columns, datetime column and format, unique key) and of a
 * chart's options (series read columns of the source and are drawn against one of its y axes).
 */
export type SourceRow = typeof dataSources.$inferSelect;
export type GroupRow = typeof dataGroups.$inferSelect;
export type ChartRow = typeof dataCharts.$inferSelect;

export const SOURCE_NOT_FOUND = 'Data source not found (code: 404)';
export const GROUP_NOT_FOUND = 'Data group not found (code: 404)';
export const CHART_NOT_FOUND = 'Chart not found (code: 404)';
const REQUIRED = 'This is a required field';
const FORMAT = 'Error data format';
export const MAX_ROWS = 100_000;
const SYMBOL = /^[A-Za-z0-9_.-]{1,32}$/;
export const DATETIME_FORMATS = [
  'YYYY-MM-DD',
  'YYYY/MM/DD',
  'YYYY-MM',
  'YYYY',
  'YYYY-MM-DD HH:mm:ss',
  'X',
  'x',
] as const;

/** A datetime cell in one of the formats as ms (the date read as China time), or null. */
export function parseDatetime(value: string | null | undefined, format: string): number | null {
  if (value === null || value === undefined) return null;
  const v = value.trim();
  const china = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => {
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
    const t = Date.UTC(y, mo - 1, d, h - 8, mi, s);
    const back = new Date(t + 8 * 3_600_000);
    return back.getUTCDate() === d ? t : null;
  };
  let m: RegExpExecArray | null;
  switch (format) {
    case 'YYYY-MM-DD':
      m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
      return m ? china(+m[1]!, +m[2]!, +m[3]!) : null;
    case 'YYYY/MM/DD':
      m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(v);
      return m ? china(+m[1]!, +m[2]!, +m[3]!) : null;
    case 'YYYY-MM':
      m = /^(\d{4})-(\d{1,2})$/.exec(v);
      return m ? china(+m[1]!, +m[2]!, 1) : null;
    case 'YYYY':
      m = /^(\d{4})$/.exec(v);
      return m ? china(+m[1]!, 1, 1) : null;
    case 'YYYY-MM-DD HH:mm:ss':
      m = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2}):(\d{2})$/.exec(v);
      return m ? china(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : null;
    case 'X':
      return /^\d{1,11}$/.test(v) ? Number(v) * 1000 : null;
    case 'x':
      return /^\d{1,14}$/.test(v) ? Number(v) : null;
    default:
      return null;
  }
}

export interface SourceInput {
  symbol?: string | null;
  name?: string | null;
  description?: string | null;
  type?: string | null;
  columns?: { name: string; title?: string | null }[] | null;
  datetime_column?: string | null;
  datetime_format?: string | null;
  sheets?: string[] | null;
  unique_key?: string | null;
  country?: string | null;
  category?: string | null;
  task_frequency?: number | null;
  task_frequency_unit?: string | null;
  output_type?: string | null;
  input_type?: string | null;
  source_code?: string | null;
  labels?: string[] | null;
  update_frequency?: string | null;
  group_id?: number | null;
  rows?: (string | null)[][] | null;
}

const blank = (v: string | null | undefined) => v === undefined || v === null || v.trim() === '';
const likeOf = (kw: string) => `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function count(
  ctx: AppContext,
  table: typeof dataSources | typeof dataGroups | typeof dataCharts,
  where?: SQL,
) {
  const [r] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return r?.n ?? 0;
}

// ── Sources ─────────────────────────────────────────────────────────────────

export async function listSources(
  ctx: AppContext,
  f: { kw?: string | null; type?: string | null; group_id?: number | null },
  page: { start: number; limit: number },
) {
  const where = and(
    f.kw
      ? or(ilike(dataSources.symbol, likeOf(f.kw)), ilike(dataSources.name, likeOf(f.kw)))
      : undefined,
    f.type ? eq(dataSources.type, f.type) : undefined,
    f.group_id !== undefined && f.group_id !== null
      ? eq(dataSources.group_id, f.group_id)
      : undefined,
  );
  const rows = await ctx.db
    .select()
    .from(dataSources)
    .where(where)
    .orderBy(asc(sql`lower(${dataSources.symbol})`))
    .offset(page.start)
    .limit(page.limit);
  return { rows, total: await count(ctx, dataSources, where) };
}

export async function sourceBySymbol(ctx: AppContext, symbol: string) {
  const [row] = await ctx.db
    .select()
    .from(dataSources)
    .where(sql`lower(${dataSources.symbol}) = lower(${symbol})`)
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, SOURCE_NOT_FOUND, { field: 'symbol' });
  return row;
}

/**
 * A source without its table: what a chart needs of it (its columns to check a design against,
 * its symbol and name to show). The table of a daily series is large (10,000 rows for the demo
 * SHCOMP), and reading it on every chart save and chart read made saving the SHCOMP chart slow.
 */
export type SourceHead = Omit<SourceRow, 'rows'>;
const { rows: _rows, ...headColumns } = getTableColumns(dataSources);

export async function sourceHeadBySymbol(ctx: AppContext, symbol: string): Promise<SourceHead> {
  const [row] = await ctx.db
    .select(headColumns)
    .from(dataSources)
    .where(sql`lower(${dataSources.symbol}) = lower(${symbol})`)
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, SOURCE_NOT_FOUND, { field: 'symbol' });
  return row;
}

export async function sourceHeadById(ctx: AppContext, id: number): Promise<SourceHead | null> {
  const [row] = await ctx.db.select(headColumns).from(dataSources).where(eq(dataSources.id, id));
  return row ?? null;
}

/** The table of one source (for a source read without it). */
export async function sourceRowsOf(ctx: AppContext, id: number): Promise<SourceRow['rows']> {
  const [row] = await ctx.db
    .select({ rows: dataSources.rows })
    .from(dataSources)
    .where(eq(dataSources.id, id));
  return row?.rows ?? [];
}

export async function sourcesByIds(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return [];
  return ctx.db.select().from(dataSources).where(inArray(dataSources.id, ids));
}

export async function sourcesOfGroups(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(dataSources)
    .where(inArray(dataSources.group_id, ids))
    .orderBy(asc(dataSources.symbol));
}

export async function groupsByIds(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return [];
  return ctx.db.select().from(dataGroups).where(inArray(dataGroups.id, ids));
}

/** The table of a write, checked against the columns; sorted by datetime. */
function checkSource(input: SourceInput, current: SourceRow | null) {
  const errors: FieldError[] = [];
  const need = (field: keyof SourceInput) => {
    const v = input[field];
    const missing = current
      ? v !== undefined && (v === null || (typeof v === 'string' && v.trim() === ''))
      : v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    if (missing) errors.push({ field, rule: 'required', message: REQUIRED });
    return !missing;
  };
  if (need('symbol') && input.symbol !== undefined && !SYMBOL.test(input.symbol!.trim())) {
    errors.push({ field: 'symbol', rule: 'format', message: FORMAT });
  }
  if (need('name') && input.name && input.name.length > 120) {
    errors.push({ field: 'name', rule: 'max', message: 'name: at most 120 characters' });
  }
  need('type');
  const columns: DataColumnSpec[] =
    input.columns?.map((c) => ({
      name: c.name.trim(),
      title: blank(c.title) ? null : c.title!.trim(),
    })) ??
    current?.columns ??
    [];
  const names = columns.map((c) => c.name);
  if (names.some((n) => n === '') || new Set(names).size !== names.length) {
    errors.push({ field: 'columns', rule: 'format', message: FORMAT });
  }
  const dtColumn =
    input.datetime_column !== undefined
      ? input.datetime_column
      : (current?.datetime_column ?? null);
  const dtFormat =
    input.datetime_format !== undefined
      ? input.datetime_format
      : (current?.datetime_format ?? null);
  const uniqueKey =
    input.unique_key !== undefined ? input.unique_key : (current?.unique_key ?? null);
  if (!blank(dtColumn) && !names.includes(dtColumn!)) {
    errors.push({ field: 'datetime_column', rule: 'format', message: FORMAT });
  }
  if (!blank(dtFormat) && !(DATETIME_FORMATS as readonly string[]).includes(dtFormat!)) {
    errors.push({ field: 'datetime_format', rule: 'format', message: FORMAT });
  }
  if (!blank(uniqueKey) && !names.includes(uniqueKey!)) {
    errors.push({ field: 'unique_key', rule: 'format', message: FORMAT });
  }
  const f = input.task_frequency;
  if (f !== undefined && f !== null && (!Number.isInteger(f) || f < 1 || f > 1000)) {
    errors.push({
      field: 'task_frequency',
      rule: 'range',
      message: 'task_frequency must be between 1 and 1000',
    });
  }
  if (errors.length) throw ApiError.validation(errors);

  let rows = input.rows ?? null;
  if (rows === null && input.columns && current && current.row_count > 0) {
    // Changing the columns of a filled table needs the table again.
    if (
      JSON.stringify(columns.map((c) => c.name)) !==
      JSON.stringify(current.columns.map((c) => c.name))
    ) {
      throw ApiError.field('rows', 'required', REQUIRED);
    }
  }
  if (
    rows === null &&
    current &&
    (input.datetime_column !== undefined ||
      input.datetime_format !== undefined ||
      input.unique_key !== undefined)
  ) {
    rows = current.rows;
  }
  if (rows === null) return { columns, rows: null };
  if (rows.length > MAX_ROWS) throw ApiError.field('rows', 'max', `rows: at most ${MAX_ROWS}`);
  if (rows.length > 0 && (blank(dtColumn) || blank(dtFormat))) {
    throw ApiError.field(
      blank(dtColumn) ? 'datetime_column' : 'datetime_format',
      'required',
      REQUIRED,
    );
  }
  const dt = names.indexOf(dtColumn ?? '');
  const uk = blank(uniqueKey) ? -1 : names.indexOf(uniqueKey!);
  const seen = new Set<string | null>();
  const keyed: { t: number; row: (string | null)[] }[] = [];
  rows.forEach((row, i) => {
    if (row.length !== columns.length) throw ApiError.field(`rows[${i}]`, 'format', FORMAT);
    const t = parseDatetime(row[dt], dtFormat!);
    if (t === null) throw ApiError.field(`rows[${i}]`, 'format', FORMAT);
    if (uk >= 0) {
      if (seen.has(row[uk] ?? null)) throw ApiError.field('unique_key', 'unique', FORMAT);
      seen.add(row[uk] ?? null);
    }
    keyed.push({ t, row: row.map((c) => (c === null || c === '' ? null : c)) });
  });
  keyed.sort((a, b) => a.t - b.t);
  return { columns, rows: keyed.map((k) => k.row) };
}

function duplicateSymbol() {
  return new ApiError(ErrorCode.DUPLICATE, 'Symbol already exists', { field: 'symbol' });
}

async function checkGroup(ctx: AppContext, id: number | null | undefined) {
  if (id === undefined || id === null) return;
  if ((await groupsByIds(ctx, [id])).length === 0) {
    throw new ApiError(ErrorCode.NOT_FOUND, GROUP_NOT_FOUND, { field: 'group_id' });
  }
}

function sourceValues(input: SourceInput) {
  const out: Record<string, unknown> = {};
  for (const k of [
    'description',
    'datetime_column',
    'datetime_format',
    'unique_key',
    'country',
    'category',
    'task_frequency',
    'task_frequency_unit',
    'output_type',
    'input_type',
    'source_code',
    'update_frequency',
    'group_id',
  ] as const) {
    if (input[k] !== undefined)
      out[k] = typeof input[k] === 'string' && blank(input[k] as string) ? null : input[k];
  }
  if (input.symbol !== undefined && input.symbol !== null) out.symbol = input.symbol.trim();
  if (input.name !== undefined && input.name !== null) out.name = input.name.trim();
  if (input.type !== undefined && input.type !== null) out.type = input.type;
  if (input.sheets) out.sheets = input.sheets;
  if (input.labels) out.labels = input.labels.map((l) => l.trim()).filter(Boolean);
  return out;
}

async function symbolTaken(ctx: AppContext, symbol: string, except?: number) {
  const [row] = await ctx.db
    .select({ id: dataSources.id })
    .from(dataSources)
    .where(
      and(
        sql`lower(${dataSources.symbol}) = lower(${symbol.trim()})`,
        except ? ne(dataSources.id, except) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function createSource(ctx: AppContext, input: SourceInput): Promise<SourceRow> {
  const { columns, rows } = checkSource(input, null);
  await checkGroup(ctx, input.group_id);
  if (await symbolTaken(ctx, input.symbol!)) throw duplicateSymbol();
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(dataSources)
    .values({
      sheets: [],
      labels: [],
      ...(sourceValues(input) as { symbol: string; name: string }),
      columns,
      rows: rows ?? [],
      row_count: rows?.length ?? 0,
      task_next_run_at: nextTaskAt(
        {
          type: input.type ?? 'custom',
          task_frequency: input.task_frequency ?? null,
          task_frequency_unit: input.task_frequency_unit ?? null,
        },
        now,
      ),
      created_at: now,
      updated_at: now,
    })
    .returning();
  return row!;
}

export async function updateSource(
  ctx: AppContext,
  id: number,
  version: number,
  input: SourceInput,
) {
  const [current] = await ctx.db.select().from(dataSources).where(eq(dataSources.id, id)).limit(1);
  if (!current) throw ApiError.notFound(SOURCE_NOT_FOUND);
  const { columns, rows } = checkSource(input, current);
  await checkGroup(ctx, input.group_id);
  if (input.symbol && (await symbolTaken(ctx, input.symbol, id))) throw duplicateSymbol();
  const set: Record<string, unknown> = { ...sourceValues(input), columns, updated_at: ctx.now() };
  if (rows) Object.assign(set, { rows, row_count: rows.length });
  // A changed type or task frequency starts the task's schedule again from now.
  const task = {
    type: (set.type as string | undefined) ?? current.type,
    task_frequency:
      'task_frequency' in set ? (set.task_frequency as number | null) : current.task_frequency,
    task_frequency_unit:
      'task_frequency_unit' in set
        ? (set.task_frequency_unit as string | null)
        : current.task_frequency_unit,
  };
  if (
    task.type !== current.type ||
    task.task_frequency !== current.task_frequency ||
    task.task_frequency_unit !== current.task_frequency_unit ||
    (current.task_next_run_at === null) !== (nextTaskAt(task, 0) === null)
  ) {
    set.task_next_run_at = nextTaskAt(task, ctx.now());
  }
  return updateVersioned(ctx.db, dataSources, id, version, set, {
    notFound: SOURCE_NOT_FOUND,
    present: (r) => ({ ...r, rows: undefined }),
  });
}

// ── Groups ──────────────────────────────────────────────────────────────────

export interface GroupInput {
  name?: string | null;
  description?: string | null;
  source_ids?: number[] | null;
}

function checkGroupInput(input: GroupInput, creating: boolean) {
  if ((creating && input.name === undefined) || (input.name !== undefined && blank(input.name))) {
    throw ApiError.field('name', 'required', REQUIRED);
  }
  if (input.name && input.name.trim().length > 60) {
    throw ApiError.field('name', 'max', 'name: at most 60 characters');
  }
}

async function setGroupSources(ctx: AppContext, groupId: number, ids: number[] | null | undefined) {
  if (!ids) return;
  const found = await sourcesByIds(ctx, ids);
  if (found.length !== new Set(ids).size) {
    throw new ApiError(ErrorCode.NOT_FOUND, SOURCE_NOT_FOUND, { field: 'source_ids' });
  }
  await ctx.db.update(dataSources).set({ group_id: null }).where(eq(dataSources.group_id, groupId));
  if (ids.length) {
    await ctx.db
      .update(dataSources)
      .set({ group_id: groupId, version: sql`${dataSources.version} + 1` })
      .where(inArray(dataSources.id, ids));
  }
}

export async function listGroups(
  ctx: AppContext,
  f: { kw?: string | null },
  page: { start: number; limit: number },
) {
  const where = f.kw ? ilike(dataGroups.name, likeOf(f.kw)) : undefined;
  const rows = await ctx.db
    .select()
    .from(dataGroups)
    .where(where)
    .orderBy(asc(dataGroups.name), asc(dataGroups.id))
    .offset(page.start)
    .limit(page.limit);
  return { rows, total: await count(ctx, dataGroups, where) };
}

export async function createGroup(ctx: AppContext, input: GroupInput): Promise<GroupRow> {
  checkGroupInput(input, true);
  if (input.source_ids) {
    const found = await sourcesByIds(ctx, input.source_ids);
    if (found.length !== new Set(input.source_ids).size) {
      throw new ApiError(ErrorCode.NOT_FOUND, SOURCE_NOT_FOUND, { field: 'source_ids' });
    }
  }
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(dataGroups)
    .values({
      name: input.name!.trim(),
      description: blank(input.description) ? null : input.description!,
      created_at: now,
      updated_at: now,
    })
    .returning();
  await setGroupSources(ctx, row!.id, input.source_ids);
  return row!;
}

export async function updateGroup(ctx: AppContext, id: number, version: number, input: GroupInput) {
  checkGroupInput(input, false);
  const set: Record<string, unknown> = { updated_at: ctx.now() };
  if (input.name !== undefined) set.name = input.name!.trim();
  if (input.description !== undefined)
    set.description = blank(input.description) ? null : input.description;
  if (input.source_ids) {
    const found = await sourcesByIds(ctx, input.source_ids);
    if (found.length !== new Set(input.source_ids).size) {
      throw new ApiError(ErrorCode.NOT_FOUND, SOURCE_NOT_FOUND, { field: 'source_ids' });
    }
  }
  const row = await updateVersioned(ctx.db, dataGroups, id, version, set, {
    notFound: GROUP_NOT_FOUND,
    present: (r) => r,
  });
  await setGroupSources(ctx, id, input.source_ids);
  return row;
}

// ── Charts ──────────────────────────────────────────────────────────────────

interface AxisIn {
  id: string;
  kind: string;
  [k: string]: unknown;
}
interface SeriesIn {
  name: string;
  type: string;
  axis: string;
  column?: string | null;
  open?: string | null;
  high?: string | null;
  low?: string | null;
  close?: string | null;
  color?: string | null;
  [k: string]: unknown;
}
interface ElementIn {
  kind: string;
  series?: string | null;
  [k: string]: unknown;
}
export interface ChartOptionsIn {
  chart_type: string;
  axes: AxisIn[];
  series: SeriesIn[];
  elements?: ElementIn[] | null;
  [k: string]: unknown;
}
export interface ChartInput {
  symbol?: string | null;
  title?: string | null;
  source_symbol?: string | null;
  options?: ChartOptionsIn | null;
}

/** Checks a chart's options against its source's columns (see DataChartOptionsInput). */
export function checkOptions(options: ChartOptionsIn, source: Pick<SourceRow, 'columns'>) {
  const errors: FieldError[] = [];
  const names = new Set(source.columns.map((c) => c.name));
  if (options.axes.length > 20)
    errors.push({ field: 'options.axes', rule: 'max', message: 'axes: at most 20' });
  if (options.series.length > 20)
    errors.push({ field: 'options.series', rule: 'max', message: 'series: at most 20' });
  if ((options.elements ?? []).length > 50) {
    errors.push({ field: 'options.elements', rule: 'max', message: 'elements: at most 50' });
  }
  const ids = options.axes.map((a) => a.id);
  if (new Set(ids).size !== ids.length || ids.some((i) => i.trim() === '')) {
    errors.push({ field: 'options.axes', rule: 'unique', message: FORMAT });
  }
  if (!options.axes.some((a) => a.kind === 'X')) {
    errors.push({ field: 'options.axes', rule: 'required', message: REQUIRED });
  }
  options.axes.forEach((a, i) => {
    const p = a.precision as number | null | undefined;
    if (p !== undefined && p !== null && (p < 0 || p > 10)) {
      errors.push({
        field: `options.axes[${i}].precision`,
        rule: 'range',
        message: 'precision must be between 0 and 10',
      });
    }
    const min = a.min as number | null | undefined;
    const max = a.max as number | null | undefined;
    if (min !== undefined && min !== null && max !== undefined && max !== null && min >= max) {
      errors.push({
        field: `options.axes[${i}].max`,
        rule: 'range',
        message: 'max must be greater than min',
      });
    }
  });
  const yAxes = new Set(
    options.axes.filter((a) => a.kind !== 'X' && a.kind !== 'TOP_X').map((a) => a.id),
  );
  const seriesNames = new Set<string>();
  options.series.forEach((s, i) => {
    const at = `options.series[${i}]`;
    if (s.name.trim() === '')
      errors.push({ field: `${at}.name`, rule: 'required', message: REQUIRED });
    seriesNames.add(s.name);
    if (!yAxes.has(s.axis)) errors.push({ field: `${at}.axis`, rule: 'format', message: FORMAT });
    const cols: (keyof SeriesIn)[] =
      s.type === 'CANDLESTICK' ? ['open', 'high', 'low', 'close'] : ['column'];
    for (const c of cols) {
      const v = s[c] as string | null | undefined;
      if (!v) errors.push({ field: `${at}.${c}`, rule: 'required', message: REQUIRED });
      else if (!names.has(v)) errors.push({ field: `${at}.${c}`, rule: 'format', message: FORMAT });
    }
    if (s.color && !/^#[0-9a-fA-F]{6}$/.test(s.color)) {
      errors.push({ field: `${at}.color`, rule: 'format', message: FORMAT });
    }
  });
  (options.elements ?? []).forEach((e, i) => {
    if (e.series && !seriesNames.has(e.series)) {
      errors.push({ field: `options.elements[${i}].series`, rule: 'format', message: FORMAT });
    }
  });
  if (errors.length) throw ApiError.validation(errors);
}

/** The options with the contract's input defaults filled in (calls from the seed skip GraphQL's). */
const chartDefaults = (o: ChartOptionsIn) => ({
  tooltip: true,
  datetime_zoom: false,
  footnote: null,
  legend: true,
  watermark: null,
  timezone: 'ASIA_SHANGHAI',
  ...o,
  axes: o.axes.map((a) => ({
    inverted: false,
    unit: 'NUMBER',
    thousands_separator: false,
    show_title: true,
    show_line: true,
    show_labels: true,
    ...a,
  })),
  series: o.series.map((s) => ({
    show_labels: false,
    smooth: false,
    curve: 'STRAIGHT',
    ...s,
  })),
  elements: (o.elements ?? []).map((e) => ({ orientation: 'VERTICAL', ...e })),
});

export async function listCharts(
  ctx: AppContext,
  f: { kw?: string | null },
  page: { start: number; limit: number },
) {
  const where = f.kw
    ? or(ilike(dataCharts.symbol, likeOf(f.kw)), ilike(dataCharts.title, likeOf(f.kw)))
    : undefined;
  const rows = await ctx.db
    .select()
    .from(dataCharts)
    .where(where)
    .orderBy(asc(sql`lower(${dataCharts.symbol})`))
    .offset(page.start)
    .limit(page.limit);
  return { rows, total: await count(ctx, dataCharts, where) };
}

export async function chartBySymbol(ctx: AppContext, symbol: string) {
  const [row] = await ctx.db
    .select()
    .from(dataCharts)
    .where(sql`lower(${dataCharts.symbol}) = lower(${symbol})`)
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, CHART_NOT_FOUND, { field: 'symbol' });
  return row;
}

async function chartSymbolTaken(ctx: AppContext, symbol: string, except?: number) {
  const [row] = await ctx.db
    .select({ id: dataCharts.id })
    .from(dataCharts)
    .where(
      and(
        sql`lower(${dataCharts.symbol}) = lower(${symbol.trim()})`,
        except ? ne(dataCharts.id, except) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function createChart(ctx: AppContext, input: ChartInput): Promise<ChartRow> {
  const errors: FieldError[] = [];
  for (const f of ['symbol', 'title', 'source_symbol'] as const) {
    if (blank(input[f])) errors.push({ field: f, rule: 'required', message: REQUIRED });
  }
  if (!input.options) errors.push({ field: 'options', rule: 'required', message: REQUIRED });
  if (!blank(input.symbol) && !SYMBOL.test(input.symbol!.trim())) {
    errors.push({ field: 'symbol', rule: 'format', message: FORMAT });
  }
  if (input.title && input.title.length > 120)
    errors.push({ field: 'title', rule: 'max', message: 'title: at most 120 characters' });
  if (errors.length) throw ApiError.validation(errors);
  const source = await sourceHeadBySymbol(ctx, input.source_symbol!).catch(() => {
    throw new ApiError(ErrorCode.NOT_FOUND, SOURCE_NOT_FOUND, { field: 'source_symbol' });
  });
  checkOptions(input.options!, source);
  if (await chartSymbolTaken(ctx, input.symbol!)) throw duplicateSymbol();
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(dataCharts)
    .values({
      symbol: input.symbol!.trim(),
      title: input.title!.trim(),
      source_id: source.id,
      options: chartDefaults(input.options!),
      created_at: now,
      updated_at: now,
    })
    .returning();
  return row!;
}

export async function updateChart(ctx: AppContext, id: number, version: number, input: ChartInput) {
  const [current] = await ctx.db.select().from(dataCharts).where(eq(dataCharts.id, id)).limit(1);
  if (!current) throw ApiError.notFound(CHART_NOT_FOUND);
  const errors: FieldError[] = [];
  for (const f of ['symbol', 'title', 'source_symbol'] as const) {
    if (input[f] !== undefined && blank(input[f]))
      errors.push({ field: f, rule: 'required', message: REQUIRED });
  }
  if (!blank(input.symbol) && !SYMBOL.test(input.symbol!.trim())) {
    errors.push({ field: 'symbol', rule: 'format', message: FORMAT });
  }
  if (input.title && input.title.length > 120)
    errors.push({ field: 'title', rule: 'max', message: 'title: at most 120 characters' });
  if (errors.length) throw ApiError.validation(errors);
  const source = input.source_symbol
    ? await sourceHeadBySymbol(ctx, input.source_symbol).catch(() => {
        throw new ApiError(ErrorCode.NOT_FOUND, SOURCE_NOT_FOUND, { field: 'source_symbol' });
      })
    : (await sourceHeadById(ctx, current.source_id))!;
  const options = input.options ?? (current.options as unknown as ChartOptionsIn);
  checkOptions(options, source);
  if (input.symbol && (await chartSymbolTaken(ctx, input.symbol, id))) throw duplicateSymbol();
  const set: Record<string, unknown> = {
    source_id: source.id,
    options: chartDefaults(options),
    updated_at: ctx.now(),
  };
  if (input.symbol) set.symbol = input.symbol.trim();
  if (input.title) set.title = input.title.trim();
  return updateVersioned(ctx.db, dataCharts, id, version, set, {
    notFound: CHART_NOT_FOUND,
    present: (r) => r,
  });
}
