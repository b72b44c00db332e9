import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Calendar, tags and the desk (#12). The category of a tag: `company` or `industry`; a tag without
 * a row is a plain tag. Kept beside the shared `tags` table so the two kinds can be told apart in
 * the data (the company and industry tag screens list one each).
 */
export const tagCategories = pgTable(
  'tag_categories',
  {
    tag_id: integer('tag_id').primaryKey(),
    /** company | industry */
    category: text('category').notNull(),
  },
  (t) => [index('tag_categories_category_idx').on(t.category, t.tag_id)],
);

const ms = (name: string) => bigint(name, { mode: 'number' });
const stamps = {
  created_at: ms('created_at').notNull(),
  updated_at: ms('updated_at').notNull(),
  version: integer('version').notNull().default(1),
};

/** Viewpoints: short analyst opinions (designed here, #12). */
export const viewpoints = pgTable(
  'desk_viewpoints',
  {
    id: serial('id').primaryKey(),
    author: text('author').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    symbols: jsonb('symbols').$type<string[]>().notNull().default([]),
    tag_ids: jsonb('tag_ids').$type<number[]>().notNull().default([]),
    display_time: ms('display_time').notNull(),
    /** draft | published | deleted */
    status: text('status').notNull().default('draft'),
    ...stamps,
  },
  (t) => [index('desk_viewpoints_time_idx').on(t.display_time, t.id)],
);

/** One item of a saved daily report, in the report's order. */
export interface DailyReportItem {
  kind: number;
  id: number;
}

/** The saved daily top content report of a GMT+8 day (designed here, #12). */
export const dailyReports = pgTable('desk_daily_reports', {
  /** 00:00 GMT+8 of the day, ms; one report a day. */
  day: ms('day').primaryKey(),
  items: jsonb('items').$type<DailyReportItem[]>().notNull().default([]),
  ...stamps,
});

/** Managed assets (symbols) content can be linked to (designed here, #12). */
export const assets = pgTable(
  'desk_assets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** SH | SZ | BJ | HK | US | GLOBAL */
    market: text('market').notNull(),
    /** STOCK | INDEX | FUND | BOND | FOREX | COMMODITY | CRYPTO */
    kind: text('kind').notNull(),
    /** ACTIVE | INACTIVE */
    status: text('status').notNull().default('ACTIVE'),
    tag_ids: jsonb('tag_ids').$type<number[]>().notNull().default([]),
    ...stamps,
  },
  (t) => [uniqueIndex('desk_assets_market_code_idx').on(t.market, t.code)],
);
