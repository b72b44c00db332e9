import type { GraphqlContext } from '..';
import { authorize, ROLE_ADMIN } from '../../auth/sessions';
import type { calendars, calendarTemplates } from '../../db/schema';
import {
  CALENDAR_NOT_FOUND,
  calendarIdsOfEvents,
  createCalendar,
  createEventsFromTemplate,
  createTemplate,
  deleteCalendar,
  deleteTemplate,
  getCalendar,
  getCalendars,
  getTemplate,
  queryCalendarIds,
  TEMPLATE_NOT_FOUND,
  templateCounts,
  templatesOf,
  updateCalendar,
  updateTemplate,
  type CalendarInput,
  type Recurrence,
  type TemplateInput,
} from '../../services/calendarConfig';
import { ContentKind } from '../../services/relations';
import { connection, idOf, Loader, notFoundError, pageOf, withField, type PageArgs } from '../util';
import type { ResolverMap } from '.';

/**
 * Calendars and event templates (#12, designed here; graphql/schema/calendar.graphql). Every
 * operation needs a signed-in staff member (the GraphQL endpoint refuses anonymous calls); the
 * calendar config (createCalendar, updateCalendar) and every deletion (deleteCalendar,
 * deleteCalendarTemplate) are for Admins only.
 */

type Id = string | number;
type CalendarRow = typeof calendars.$inferSelect;
type TemplateRow = typeof calendarTemplates.$inferSelect;

interface Loaders {
  calendar: Loader<number, CalendarRow>;
  templates: Loader<number, TemplateRow[]>;
  count: Loader<number, number>;
  eventCalendar: Loader<number, number>;
}

const loaders = new WeakMap<GraphqlContext, Loaders>();

function loadersOf(gql: GraphqlContext): Loaders {
  let l = loaders.get(gql);
  if (!l) {
    l = {
      calendar: new Loader(
        async (ids) => new Map((await getCalendars(gql.ctx, ids)).map((r) => [r.id, r])),
      ),
      templates: new Loader(async (ids) => {
        const out = new Map<number, TemplateRow[]>(ids.map((id) => [id, []]));
        for (const t of await templatesOf(gql.ctx, ids)) out.get(t.calendar_id)?.push(t);
        return out;
      }),
      count: new Loader((ids) => templateCounts(gql.ctx, ids)),
      eventCalendar: new Loader((ids) => calendarIdsOfEvents(gql.ctx, ids)),
    };
    loaders.set(gql, l);
  }
  return l;
}

async function calendarOr404(gql: GraphqlContext, id: number) {
  const row = await getCalendar(gql.ctx, id);
  if (!row) throw notFoundError(CALENDAR_NOT_FOUND, 'id');
  return row;
}

async function templateOr404(gql: GraphqlContext, id: number) {
  const row = await getTemplate(gql.ctx, id);
  if (!row) throw notFoundError(TEMPLATE_NOT_FOUND, 'id');
  return row;
}

export const calendarConfigResolvers = {
  Query: {
    async calendars(
      _: unknown,
      a: PageArgs & { kw?: string | null; countries?: string[] | null },
      gql: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { rows, total } = await queryCalendarIds(
        gql.ctx,
        { kw: a.kw, countries: a.countries },
        page,
      );
      return connection(page, rows, total);
    },
    calendar: (_: unknown, a: { id: Id }, gql: GraphqlContext) =>
      calendarOr404(gql, idOf(a.id, 'id', CALENDAR_NOT_FOUND)),
    calendar_template: (_: unknown, a: { id: Id }, gql: GraphqlContext) =>
      templateOr404(gql, idOf(a.id, 'id', TEMPLATE_NOT_FOUND)),
  },

  Mutation: {
    createCalendar(_: unknown, a: { input: CalendarInput }, gql: GraphqlContext) {
      authorize(gql.user, [ROLE_ADMIN]);
      return createCalendar(gql.ctx, a.input);
    },
    updateCalendar(
      _: unknown,
      a: { id: Id; version: number; input: CalendarInput },
      gql: GraphqlContext,
    ) {
      authorize(gql.user, [ROLE_ADMIN]);
      const id = idOf(a.id, 'id', CALENDAR_NOT_FOUND);
      return withField(updateCalendar(gql.ctx, id, a.version, a.input), 'id');
    },
    async deleteCalendar(_: unknown, a: { id: Id; version: number }, gql: GraphqlContext) {
      authorize(gql.user, [ROLE_ADMIN]);
      const id = idOf(a.id, 'id', CALENDAR_NOT_FOUND);
      await deleteCalendar(gql.ctx, id, a.version);
      return id;
    },
    async deleteCalendarTemplate(_: unknown, a: { id: Id; version: number }, gql: GraphqlContext) {
      authorize(gql.user, [ROLE_ADMIN]);
      const id = idOf(a.id, 'id', TEMPLATE_NOT_FOUND);
      await deleteTemplate(gql.ctx, id, a.version);
      return id;
    },
    createCalendarTemplate(
      _: unknown,
      a: { input: Omit<TemplateInput, 'calendar_id'> & { calendar_id: Id } },
      gql: GraphqlContext,
    ) {
      const calendarId = idOf(a.input.calendar_id, 'calendar_id', CALENDAR_NOT_FOUND);
      return createTemplate(gql.ctx, calendarId, { ...a.input, calendar_id: calendarId });
    },
    updateCalendarTemplate(
      _: unknown,
      a: { id: Id; version: number; input: TemplateInput },
      gql: GraphqlContext,
    ) {
      const id = idOf(a.id, 'id', TEMPLATE_NOT_FOUND);
      return withField(updateTemplate(gql.ctx, id, a.version, a.input), 'id');
    },
    async createEventsFromTemplate(
      _: unknown,
      a: { id: Id; from_date: string; to_date: string; recurrence?: Recurrence | null },
      gql: GraphqlContext,
    ) {
      const id = idOf(a.id, 'id', TEMPLATE_NOT_FOUND);
      const run = await createEventsFromTemplate(
        gql.ctx,
        id,
        a.from_date,
        a.to_date,
        a.recurrence ?? 'WEEKDAYS',
      );
      return {
        created: await gql.entities.entities(ContentKind.CALENDAR, run.created),
        skipped: run.skipped,
      };
    },
  },

  Calendar: {
    template_count: (c: CalendarRow, _: unknown, gql: GraphqlContext) =>
      loadersOf(gql)
        .count.load(c.id)
        .then((n) => n ?? 0),
    templates: (c: CalendarRow, _: unknown, gql: GraphqlContext) =>
      loadersOf(gql)
        .templates.load(c.id)
        .then((list) => list ?? []),
  },

  CalendarEvent: {
    async calendar(e: { id: number | string }, _: unknown, gql: GraphqlContext) {
      const l = loadersOf(gql);
      const calendarId = await l.eventCalendar.load(Number(e.id));
      return calendarId === undefined ? null : ((await l.calendar.load(calendarId)) ?? null);
    },
  },
} as unknown as ResolverMap;
