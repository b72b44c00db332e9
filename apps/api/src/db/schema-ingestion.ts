import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Crawlers (#15, operations §3 Crawler): what a crawler fetches and how it extracts items, its
 * schedule, and the record of each run. Items land in the shared `external_items`, deduplicated by
 * `external_item_keys` (one key per source).
 */
const ms = (name: string) => bigint(name, { mode: 'number' });

export interface CrawlerFieldSpec {
  name: string;
  selector: string;
  attribute: string | null;
}
export interface CrawlerVariableSpec {
  name: string;
  value: string;
}

export const crawlers = pgTable(
  'crawlers',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    description: text('description'),
    /** Time limit of one fetch, ms. */
    duration: integer('duration').notNull().default(10_000),
    method: text('method').notNull().default('GET'),
    enabled: boolean('enabled').notNull().default(false),
    schedule: text('schedule').notNull(),
    /** html | json */
    extractor_kind: text('extractor_kind').notNull().default('html'),
    /** css | jsonpath */
    selector_kind: text('selector_kind').notNull().default('css'),
    /** Selects each item (CSS selector or JSON path). */
    item_selector: text('item_selector').notNull(),
    fields: jsonb('fields').$type<CrawlerFieldSpec[]>().notNull(),
    namespace: text('namespace'),
    proxy_enabled: boolean('proxy_enabled').notNull().default(false),
    proxy_url: text('proxy_url'),
    variables: jsonb('variables').$type<CrawlerVariableSpec[]>().notNull(),
    template: text('template'),
    comment: text('comment'),
    /** active | inactive | custom | deleted */
    status: text('status').notNull().default('active'),
    source_id: integer('source_id').notNull(),
    /** When the scheduler runs it next (null: not scheduled). */
    next_run_at: ms('next_run_at'),
    created_at: ms('created_at').notNull(),
    updated_at: ms('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('crawlers_key_idx').on(t.key), index('crawlers_due_idx').on(t.next_run_at)],
);

export const crawlerRuns = pgTable(
  'crawler_runs',
  {
    id: serial('id').primaryKey(),
    crawler_id: integer('crawler_id').notNull(),
    started_at: ms('started_at').notNull(),
    duration_ms: integer('duration_ms').notNull(),
    items_found: integer('items_found').notNull(),
    items_added: integer('items_added').notNull(),
    error: text('error'),
    /** schedule | manual */
    trigger: text('trigger').notNull(),
  },
  (t) => [index('crawler_runs_crawler_idx').on(t.crawler_id, t.started_at)],
);

export const externalItemKeys = pgTable(
  'external_item_keys',
  {
    source_id: integer('source_id').notNull(),
    key: text('key').notNull(),
    item_id: integer('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.source_id, t.key] })],
);

/**
 * Sub-sources of an external source (#15, operations §2 "Edit sub source", designed here): the
 * sections or channels one source publishes under, each with a key unique within its source, a
 * name, an optional address and a position (the order the editor keeps). Removed with their source
 * (`ON DELETE CASCADE` in migration 0021).
 */
export const externalSubSources = pgTable(
  'external_sub_sources',
  {
    id: serial('id').primaryKey(),
    source_id: integer('source_id').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    url: text('url'),
    position: integer('position').notNull().default(0),
    created_at: ms('created_at').notNull(),
    updated_at: ms('updated_at').notNull(),
  },
  (t) => [uniqueIndex('external_sub_sources_source_key_idx').on(t.source_id, t.key)],
);
