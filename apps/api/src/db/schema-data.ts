import { bigint, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * Data sources, groups and charts (#15, operations §3 Data source, Data chart; designed here). A
 * source keeps its whole table in `rows` (cells as text, in column order, sorted by datetime); a
 * chart keeps its options as the contract's `DataChartOptions` with the enum values stored lower case.
 */
const ms = (name: string) => bigint(name, { mode: 'number' });

export interface DataColumnSpec {
  name: string;
  title: string | null;
}

export const dataGroups = pgTable('data_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  created_at: ms('created_at').notNull(),
  updated_at: ms('updated_at').notNull(),
  version: integer('version').notNull().default(1),
});

export const dataSources = pgTable('data_sources', {
  id: serial('id').primaryKey(),
  symbol: text('symbol').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  /** custom | api */
  type: text('type').notNull().default('custom'),
  columns: jsonb('columns').$type<DataColumnSpec[]>().notNull(),
  datetime_column: text('datetime_column'),
  datetime_format: text('datetime_format'),
  sheets: jsonb('sheets').$type<string[]>().notNull(),
  unique_key: text('unique_key'),
  country: text('country'),
  category: text('category'),
  task_frequency: integer('task_frequency'),
  task_frequency_unit: text('task_frequency_unit'),
  output_type: text('output_type'),
  input_type: text('input_type'),
  source_code: text('source_code'),
  labels: jsonb('labels').$type<string[]>().notNull(),
  update_frequency: text('update_frequency'),
  group_id: integer('group_id'),
  rows: jsonb('rows').$type<(string | null)[][]>().notNull(),
  row_count: integer('row_count').notNull().default(0),
  /** When the scheduler runs the API data task next (ms); null when the source has no task. */
  task_next_run_at: ms('task_next_run_at'),
  created_at: ms('created_at').notNull(),
  updated_at: ms('updated_at').notNull(),
  version: integer('version').notNull().default(1),
});

/** One run of an API data source's task (0023_data_tasks; designed here). */
export const dataTaskRuns = pgTable(
  'data_task_runs',
  {
    id: serial('id').primaryKey(),
    source_id: integer('source_id').notNull(),
    started_at: ms('started_at').notNull(),
    duration_ms: integer('duration_ms').notNull(),
    /** Rows the API answered with. */
    rows_fetched: integer('rows_fetched').notNull(),
    /** Rows whose key was new. */
    rows_added: integer('rows_added').notNull(),
    /** Rows whose key was known and whose cells changed. */
    rows_updated: integer('rows_updated').notNull(),
    error: text('error'),
    /** schedule | manual */
    trigger: text('trigger').notNull(),
  },
  (t) => [index('data_task_runs_source_started_idx').on(t.source_id, t.started_at)],
);

export const dataCharts = pgTable('data_charts', {
  id: serial('id').primaryKey(),
  symbol: text('symbol').notNull(),
  title: text('title').notNull(),
  source_id: integer('source_id').notNull(),
  /** The chart's options as given (GraphQL enum names), checked against the source on save. */
  options: jsonb('options').$type<Record<string, unknown>>().notNull(),
  created_at: ms('created_at').notNull(),
  updated_at: ms('updated_at').notNull(),
  version: integer('version').notNull().default(1),
});
