import type { GraphqlContext } from '..';
import {
  createEvents,
  createTopic,
  queryEventIds,
  queryTopicIds,
  updateEvent,
  updateTopic,
  type EventInput,
  type TopicInput,
} from '../../services/calendar';
import { ContentKind, type RelationInput } from '../../services/relations';
import { connection, idOf, idsOf, notFoundError, pageOf, withField, type PageArgs } from '../util';
import type { FieldResolver, ResolverMap } from '.';
import { calendarConfigResolvers } from './calendarConfig';

type Id = string | number;
type WithIds<T> = Omit<T, 'tag_ids' | 'tag_relations'> & {
  tag_ids?: Id[] | null;
  tag_relations?: { id: Id; group: number; k?: number | null }[] | null;
};

const EVENT_NOT_FOUND = 'Calendar event not found';
const TOPIC_NOT_FOUND = 'topic not found';

/** Tag ids and relation ids of an input as integers. */
export function relationsOf(
  list: { id: Id; group: number; k?: number | null }[] | null | undefined,
  field = 'tag_relations',
): RelationInput[] | null | undefined {
  if (!list) return list;
  return list.map((r, i) => ({
    id: idsOf([r.id], `${field}[${i}].id`)[0]!,
    group: r.group,
    k: r.k ?? 0,
  }));
}

function eventInput(i: WithIds<EventInput>, prefix = ''): EventInput {
  return {
    ...i,
    tag_ids: i.tag_ids ? idsOf(i.tag_ids, `${prefix}tag_ids`) : i.tag_ids,
    tag_relations: relationsOf(i.tag_relations, `${prefix}tag_relations`),
  };
}

async function event(gql: GraphqlContext, id: number) {
  const found = await gql.entities.get(ContentKind.CALENDAR, id);
  if (!found) throw notFoundError(EVENT_NOT_FOUND, 'id');
  return found.entity;
}

async function topic(gql: GraphqlContext, id: number) {
  const found = await gql.entities.get(ContentKind.CALENDAR_TOPIC, id);
  if (!found) throw notFoundError(TOPIC_NOT_FOUND, 'id');
  return found.entity;
}

const config = calendarConfigResolvers as Record<string, Record<string, FieldResolver>>;

/** Events and topics, plus the calendars and event templates of calendarConfig.ts. */
export const calendarResolvers: ResolverMap = {
  Calendar: config.Calendar!,
  CalendarEvent: config.CalendarEvent!,
  Query: {
    ...config.Query,
    async calendar_events(
      _: unknown,
      a: PageArgs & {
        start_time?: number | null;
        end_time?: number | null;
        status?: string[] | null;
        countries?: string[] | null;
        importance?: number[] | null;
        kw?: string | null;
        calendar_ids?: Id[] | null;
      },
      gql: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { ids, total } = await queryEventIds(
        gql.ctx,
        {
          start: a.start_time,
          end: a.end_time,
          status: a.status,
          countries: a.countries,
          importance: a.importance,
          kw: a.kw,
          calendars: a.calendar_ids ? idsOf(a.calendar_ids, 'calendar_ids') : null,
        },
        page,
      );
      return connection(page, await gql.entities.entities(ContentKind.CALENDAR, ids), total);
    },
    calendar_event: (_: unknown, a: { id: Id }, gql: GraphqlContext) =>
      event(gql, idOf(a.id, 'id', EVENT_NOT_FOUND)),
    async calendar_topics(
      _: unknown,
      a: PageArgs & { group?: number | null; status?: string[] | null; kw?: string | null },
      gql: GraphqlContext,
    ) {
      const page = pageOf(a);
      const { ids, total } = await queryTopicIds(
        gql.ctx,
        { group: a.group, status: a.status, kw: a.kw },
        page,
      );
      return connection(page, await gql.entities.entities(ContentKind.CALENDAR_TOPIC, ids), total);
    },
    calendar_topic: (_: unknown, a: { id: Id }, gql: GraphqlContext) =>
      topic(gql, idOf(a.id, 'id', TOPIC_NOT_FOUND)),
  },

  Mutation: {
    ...config.Mutation,
    async createCalendarEvent(_: unknown, a: { input: WithIds<EventInput> }, gql: GraphqlContext) {
      const [id] = await createEvents(gql.ctx, [eventInput(a.input)], () => '');
      return event(gql, id!);
    },
    async createCalendarEvents(
      _: unknown,
      a: { events: WithIds<EventInput>[] },
      gql: GraphqlContext,
    ) {
      const ids = await createEvents(
        gql.ctx,
        a.events.map((e, i) => eventInput(e, `events[${i}].`)),
        (i) => `events[${i}].`,
      );
      return gql.entities.entities(ContentKind.CALENDAR, ids);
    },
    async updateCalendarEvent(
      _: unknown,
      a: { id: Id; version: number; input: WithIds<EventInput> },
      gql: GraphqlContext,
    ) {
      const id = idOf(a.id, 'id', EVENT_NOT_FOUND);
      await withField(updateEvent(gql.ctx, id, a.version, eventInput(a.input)), 'id');
      return event(gql, id);
    },
    async createCalendarTopic(
      _: unknown,
      a: { input: Omit<TopicInput, 'tag_relations'> & Pick<WithIds<EventInput>, 'tag_relations'> },
      gql: GraphqlContext,
    ) {
      const id = await createTopic(gql.ctx, {
        ...a.input,
        tag_relations: relationsOf(a.input.tag_relations),
      });
      return topic(gql, id);
    },
    async updateCalendarTopic(
      _: unknown,
      a: {
        id: Id;
        version: number;
        input: Omit<TopicInput, 'tag_relations'> & Pick<WithIds<EventInput>, 'tag_relations'>;
      },
      gql: GraphqlContext,
    ) {
      const id = idOf(a.id, 'id', TOPIC_NOT_FOUND);
      await withField(
        updateTopic(gql.ctx, id, a.version, {
          ...a.input,
          tag_relations: relationsOf(a.input.tag_relations),
        }),
        'id',
      );
      return topic(gql, id);
    },
  },
};
