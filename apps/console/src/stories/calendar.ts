import type { gql } from '@newsdesk/api-client';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import { STORY_NOW } from './clock';
import { HOUR } from './contract';
import { gqlApi, graphqlError } from './handlers';
import { withTypenames } from './graphqlTypes';

/**
 * Story data and handlers of the calendar screens (`/content/events` month view, GraphQL
 * `CalendarEvents`; `/content/events/topic/list`, `CalendarTopics`), typed by the generated
 * operation types. Events fall in the stories' month (May 2024, the clock of `clock.ts`).
 */
type CalendarEvent = gql.CalendarEventsQuery['calendar_events']['nodes'][number];
type CalendarTopic = gql.CalendarTopicsQuery['calendar_topics']['nodes'][number];
const DAY = 24 * HOUR;
/** 2024-05-06 00:00 GMT+8, the stories' day. */
const TODAY = STORY_NOW - 10 * HOUR;

const EVENTS: {
  event: string;
  country: string;
  day: number;
  hour: number;
  importance: gql.CalendarImportance;
  previous: string;
  forecast: string | null;
  actual: string | null;
}[] = [
  {
    event: 'Caixin services PMI',
    country: 'CN',
    day: 0,
    hour: 9.75,
    importance: 'MEDIUM',
    previous: '52.7',
    forecast: '52.5',
    actual: '52.5',
  },
  {
    event: 'CPI YoY',
    country: 'CN',
    day: 3,
    hour: 9.5,
    importance: 'HIGH',
    previous: '0.1%',
    forecast: '0.2%',
    actual: null,
  },
  {
    event: 'PPI YoY',
    country: 'CN',
    day: 3,
    hour: 9.5,
    importance: 'MEDIUM',
    previous: '-2.8%',
    forecast: '-2.3%',
    actual: null,
  },
  {
    event: 'CPI MoM',
    country: 'US',
    day: 9,
    hour: 20.5,
    importance: 'HIGH',
    previous: '0.4%',
    forecast: '0.4%',
    actual: null,
  },
  {
    event: 'Retail sales YoY',
    country: 'CN',
    day: 11,
    hour: 10,
    importance: 'HIGH',
    previous: '3.1%',
    forecast: '3.8%',
    actual: null,
  },
  {
    event: 'Loan prime rate, 1 year',
    country: 'CN',
    day: 14,
    hour: 9.25,
    importance: 'HIGH',
    previous: '3.45%',
    forecast: '3.45%',
    actual: null,
  },
  {
    event: 'Manufacturing PMI',
    country: 'EU',
    day: 17,
    hour: 16,
    importance: 'LOW',
    previous: '45.7',
    forecast: '46.1',
    actual: null,
  },
];

export function calendarEvents(): CalendarEvent[] {
  return EVENTS.map((e, i) => {
    const at = TODAY + e.day * DAY + e.hour * HOUR;
    return {
      id: String(5001 + i),
      title: `${e.country} ${e.event}`,
      event: e.event,
      country: e.country,
      importance: e.importance,
      source: e.country === 'CN' ? 'National Bureau of Statistics' : null,
      status: 'PUBLISHED',
      display_time: at,
      time_format: 'DATETIME',
      forecast: e.forecast,
      revised: null,
      previous: e.previous,
      actual: e.actual,
      unit: null,
      body: null,
      tags: [],
      tag_relations: [],
      version: 1,
      created_at: TODAY - 30 * DAY,
      updated_at: TODAY - 30 * DAY,
    };
  });
}

export type CalendarState = 'full' | 'empty' | 'loading' | 'error';

export const calendarEventHandlers = (state: CalendarState): RequestHandler[] => [
  gqlApi.query<gql.CalendarEventsQuery, gql.CalendarEventsQueryVariables>(
    'CalendarEvents',
    async ({ variables }) => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return graphqlError<gql.CalendarEventsQuery>();
      const start = Number(variables.start_time ?? 0);
      const end = Number(variables.end_time ?? Number.MAX_SAFE_INTEGER);
      const nodes =
        state === 'empty'
          ? []
          : calendarEvents().filter((e) => e.display_time >= start && e.display_time < end);
      const data: gql.CalendarEventsQuery = {
        calendar_events: {
          total_count: nodes.length,
          page_info: { end_cursor: null, has_next_page: false },
          nodes,
        },
      };
      return HttpResponse.json({ data: withTypenames(data) });
    },
  ),
];

const TOPICS: { name: string; organization: string; period: string; website: string }[] = [
  {
    name: 'Treasury bond auctions',
    organization: 'Ministry of Finance',
    period: 'Weekly',
    website: 'https://www.mof.gov.cn',
  },
  {
    name: 'Central bank bills',
    organization: 'People’s Bank of China',
    period: 'Monthly',
    website: 'https://www.pbc.gov.cn',
  },
  {
    name: 'Local government bonds',
    organization: 'Ministry of Finance',
    period: 'Monthly',
    website: 'https://www.mof.gov.cn',
  },
];

export function calendarTopics(): CalendarTopic[] {
  return TOPICS.map((t, i) => ({
    id: String(61 + i),
    name: t.name,
    status: 'PUBLISHED',
    description: null,
    period: t.period,
    website: t.website,
    organization: t.organization,
    tag_relations: [],
    version: 1,
    created_at: TODAY - (90 - i) * DAY,
    updated_at: TODAY - (10 - i) * DAY,
  }));
}

export const calendarTopicHandlers = (state: CalendarState): RequestHandler[] => [
  gqlApi.query<gql.CalendarTopicsQuery, gql.CalendarTopicsQueryVariables>(
    'CalendarTopics',
    async () => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return graphqlError<gql.CalendarTopicsQuery>();
      const nodes = state === 'empty' ? [] : calendarTopics();
      const data: gql.CalendarTopicsQuery = {
        calendar_topics: {
          total_count: nodes.length,
          page_info: { end_cursor: null, has_next_page: false },
          nodes,
        },
      };
      return HttpResponse.json({ data: withTypenames(data) });
    },
  ),
];

// ── Calendars, their event templates and the event list (designed here, issue #12) ────────────
// `/content/calendar/list` (GraphQL `Calendars`), `/content/calendar?id=` and
// `/content/calendar/{id}` (`Calendar`, with its templates), `/content/calendar/event/list`
// (`CalendarEventList`, every calendar's live events).

type CalendarRow = gql.CalendarFieldsFragment;
type CalendarTemplate = gql.CalendarTemplateFieldsFragment;
type EventListRow = gql.CalendarEventListQuery['calendar_events']['nodes'][number];

const CALENDARS: {
  name: string;
  country: string | null;
  kind: gql.CalendarKind;
  importance: gql.CalendarImportance;
  date_only: boolean;
  auto_publish: boolean;
}[] = [
  {
    name: 'China macro data',
    country: 'CN',
    kind: 'ECONOMIC',
    importance: 'HIGH',
    date_only: false,
    auto_publish: true,
  },
  {
    name: 'US macro data',
    country: 'US',
    kind: 'ECONOMIC',
    importance: 'HIGH',
    date_only: false,
    auto_publish: true,
  },
  {
    name: 'Central bank meetings',
    country: null,
    kind: 'CENTRAL_BANK',
    importance: 'HIGH',
    date_only: false,
    auto_publish: false,
  },
  {
    name: 'A-share earnings',
    country: 'CN',
    kind: 'EARNINGS',
    importance: 'MEDIUM',
    date_only: true,
    auto_publish: false,
  },
  {
    name: 'Market holidays',
    country: null,
    kind: 'HOLIDAY',
    importance: 'LOW',
    date_only: true,
    auto_publish: true,
  },
];

const TEMPLATES_OF_FIRST: {
  title: string;
  event: string;
  time: string;
  importance: gql.CalendarImportance;
}[] = [
  { title: 'China {{month}} CPI YoY', event: 'CPI YoY', time: '09:30', importance: 'HIGH' },
  { title: 'China {{month}} PPI YoY', event: 'PPI YoY', time: '09:30', importance: 'MEDIUM' },
  {
    title: 'China {{month}} retail sales YoY',
    event: 'Retail sales YoY',
    time: '10:00',
    importance: 'HIGH',
  },
];

export function calendars(): CalendarRow[] {
  return CALENDARS.map((c, i) => ({
    id: String(21 + i),
    name: c.name,
    country: c.country,
    kind: c.kind,
    default_importance: c.importance,
    default_time_format: c.date_only ? 'DATE' : 'DATETIME',
    auto_publish: c.auto_publish,
    position: (i + 1) * 10,
    description: i === 0 ? 'Monthly releases of the National Bureau of Statistics.' : null,
    template_count: i === 0 ? TEMPLATES_OF_FIRST.length : i % 3,
    version: 1 + i,
    created_at: TODAY - (120 - i) * DAY,
    updated_at: TODAY - (12 - i) * DAY,
  }));
}

export function calendarTemplates(calendar: CalendarRow): CalendarTemplate[] {
  if (calendar.id !== calendars()[0]!.id) return [];
  return TEMPLATES_OF_FIRST.map((x, i) => ({
    id: String(301 + i),
    calendar_id: calendar.id,
    title_pattern: x.title,
    event: x.event,
    country: calendar.country,
    importance: x.importance,
    source: 'National Bureau of Statistics',
    unit: '%',
    default_time: x.time,
    time_format: 'DATETIME',
    body: '<p>Released by the National Bureau of Statistics.</p>',
    version: 1,
    created_at: TODAY - (60 - i) * DAY,
    updated_at: TODAY - (6 - i) * DAY,
  }));
}

export const calendarListHandlers = (state: CalendarState): RequestHandler[] => [
  gqlApi.query<gql.CalendarsQuery, gql.CalendarsQueryVariables>('Calendars', async () => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return graphqlError<gql.CalendarsQuery>();
    const nodes = state === 'empty' ? [] : calendars();
    const data: gql.CalendarsQuery = {
      calendars: {
        total_count: nodes.length,
        page_info: { end_cursor: null, has_next_page: false },
        nodes,
      },
    };
    return HttpResponse.json({ data: withTypenames(data) });
  }),
];

/** `Calendar` by id: found with its templates, or `null` (not found), or loading or failed. */
export const calendarHandlers = (state: CalendarState): RequestHandler[] => [
  gqlApi.query<gql.CalendarQuery, gql.CalendarQueryVariables>('Calendar', async ({ variables }) => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return graphqlError<gql.CalendarQuery>();
    const found = calendars().find((c) => c.id === String(variables.id));
    const data: gql.CalendarQuery = {
      calendar:
        state === 'empty' || !found ? null : { ...found, templates: calendarTemplates(found) },
    };
    return HttpResponse.json({ data: withTypenames(data) });
  }),
];

export function eventListRows(): EventListRow[] {
  const [china, us] = calendars();
  return calendarEvents().map((e) => {
    const calendar = e.country === 'US' ? us! : e.country === 'CN' ? china! : null;
    return {
      id: e.id,
      title: e.title,
      event: e.event,
      country: e.country,
      importance: e.importance,
      source: e.source,
      status: e.status,
      display_time: e.display_time,
      time_format: e.time_format,
      forecast: e.forecast,
      previous: e.previous,
      actual: e.actual,
      unit: e.unit,
      version: e.version,
      calendar: calendar ? { id: calendar.id, name: calendar.name } : null,
    };
  });
}

/** The event list and its calendar filter (`CalendarEventList`, `Calendars`). */
export const eventListHandlers = (state: CalendarState): RequestHandler[] => [
  gqlApi.query<gql.CalendarEventListQuery, gql.CalendarEventListQueryVariables>(
    'CalendarEventList',
    async () => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return graphqlError<gql.CalendarEventListQuery>();
      const nodes = state === 'empty' ? [] : eventListRows();
      const data: gql.CalendarEventListQuery = {
        calendar_events: {
          total_count: nodes.length,
          page_info: { end_cursor: null, has_next_page: false },
          nodes,
        },
      };
      return HttpResponse.json({ data: withTypenames(data) });
    },
  ),
  ...calendarListHandlers('full'),
];
