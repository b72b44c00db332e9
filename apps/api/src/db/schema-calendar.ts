import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Calendars and event templates (#12, designed here: the spec names the calendar list, config,
 * template and event list screens but shows no calls). A calendar is a series of events with the
 * defaults of its templates; a template is one recurring indicator; `calendar_event_origins` links
 * an event made from a template to it (events created on their own have no row).
 */
const ms = (name: string) => bigint(name, { mode: 'number' });
const stamps = {
  created_at: ms('created_at').notNull(),
  updated_at: ms('updated_at').notNull(),
  version: integer('version').notNull().default(1),
};

export const calendars = pgTable(
  'calendars',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country'),
    /** ECONOMIC | CENTRAL_BANK | EARNINGS | HOLIDAY | OTHER */
    kind: text('kind').notNull().default('ECONOMIC'),
    /** 1..3 like calendar_events.importance */
    default_importance: integer('default_importance').notNull().default(1),
    default_time_format: text('default_time_format').notNull().default('DATETIME'),
    auto_publish: boolean('auto_publish').notNull().default(true),
    position: integer('position').notNull().default(0),
    description: text('description'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('calendars_name_key').on(sql`lower(${t.name})`),
    index('calendars_position_idx').on(t.position, t.name),
  ],
);

export const calendarTemplates = pgTable(
  'calendar_templates',
  {
    id: serial('id').primaryKey(),
    calendar_id: integer('calendar_id').notNull(),
    title_pattern: text('title_pattern').notNull(),
    event: text('event'),
    country: text('country'),
    importance: integer('importance').notNull().default(1),
    source: text('source'),
    unit: text('unit'),
    /** HH:mm, China time (GMT+8) */
    default_time: text('default_time').notNull().default('09:30'),
    time_format: text('time_format').notNull().default('DATETIME'),
    body: text('body').notNull(),
    ...stamps,
  },
  (t) => [index('calendar_templates_calendar_idx').on(t.calendar_id, t.default_time, t.id)],
);

export const calendarEventOrigins = pgTable(
  'calendar_event_origins',
  {
    event_id: integer('event_id').primaryKey(),
    calendar_id: integer('calendar_id').notNull(),
    template_id: integer('template_id').notNull(),
    /** The event's China date, YYYY-MM-DD: one event per template and day. */
    day: text('day').notNull(),
  },
  (t) => [
    index('calendar_event_origins_calendar_idx').on(t.calendar_id, t.event_id),
    uniqueIndex('calendar_event_origins_day_key').on(t.template_id, t.day),
  ],
);
