import {
  ApiError,
  gql,
  isConflict,
  unwrap,
  type OperationVariables,
  type Second,
  type TypedDocumentNode,
} from '@newsdesk/api-client';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from './clients';
import { graphqlClient, useGraphqlQuery } from './graphql';
import { graphqlError } from './roadshows';

/**
 * The calendar domain (content §2 /content/events and /content/events/topic/list, §3
 * CalendarEvent, CalendarTopic, Faq, RoadMap, §4, §5): events of a range, one event, create
 * (published), edit and delete (status deleted: hidden at once, back if the call fails), calendar
 * topics by tab and their writes (GraphQL, through Apollo's cache), FAQs and roadmaps (listed through
 * the unified content list, read through `contentDetail`, written over REST on the second host).
 */
/** An event as the calendar's reads give it (with the unit of its figures, #12). */
export type CalendarEvent = gql.CalendarEventFieldsFragment & { unit?: string | null };
export type CalendarEventInput = gql.CalendarEventInput;
export type CalendarEventPatch = gql.CalendarEventPatch;
export type CalendarTopic = gql.CalendarTopicFieldsFragment;
export type CalendarTopicInput = gql.CalendarTopicInput;
export type CalendarTopicPatch = gql.CalendarTopicPatch;
export type Faq = Second.components['schemas']['Faq'];
export type FaqSave = Second.components['schemas']['FaqSave'];
export type RoadMap = Second.components['schemas']['RoadMap'];
export type RoadmapNodeInput = Second.components['schemas']['RoadmapNodeInput'];

/** An events page holds at most this many events of its range (budget: 2,000 stay responsive). */
export const EVENTS_PER_RANGE = 5000;
/** The live statuses the calendar shows (deleted events never appear). */
const LIVE: gql.ContentStatus[] = ['DRAFT' as gql.ContentStatus, 'PUBLISHED' as gql.ContentStatus];

async function mutate<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  refetch: string[],
): Promise<TData> {
  const client = await graphqlClient();
  try {
    const result = await client.mutate({
      mutation,
      variables,
      refetchQueries: refetch,
      awaitRefetchQueries: true,
    });
    if (!result.data) throw new ApiError('graphql', '');
    return result.data as TData;
  } catch (e) {
    throw graphqlError(e);
  }
}

// ── Events ──────────────────────────────────────────────────────────────────

/**
 * The events of `[start, end)` (ms), earliest first, without deleted ones. `hide` takes an event off
 * the list at once (a delete on its way) and `unhide` puts it back (the delete failed).
 */
export function useCalendarEvents(range: { start: number; end: number }) {
  const read = useGraphqlQuery(gql.CalendarEventsDocument, {
    start_time: range.start,
    end_time: range.end,
    status: LIVE,
    first: EVENTS_PER_RANGE,
  });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const nodes = read.data?.calendar_events.nodes;
  const events = useMemo(
    () => (nodes ?? []).filter((e) => e.status !== 'DELETED' && !hidden.has(e.id)),
    [nodes, hidden],
  );
  return {
    events,
    total: read.data?.calendar_events.total_count ?? 0,
    loading: read.loading,
    error: read.error,
    hide: (id: string) => setHidden((s) => new Set(s).add(id)),
    unhide: (id: string) =>
      setHidden((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      }),
  };
}

/** One event (the editor), or nothing for `null`. */
export function useCalendarEvent(id: string | null) {
  const read = useGraphqlQuery(gql.CalendarEventDocument, { id: id ?? '0' }, { enabled: !!id });
  return { ...read, event: read.data?.calendar_event ?? null };
}

const EVENT_LISTS = ['CalendarEvents'];

export const createCalendarEvent = (input: CalendarEventInput) =>
  mutate(gql.CreateCalendarEventDocument, { input }, EVENT_LISTS).then(
    (d) => d.createCalendarEvent,
  );

export const updateCalendarEvent = (id: string, version: number, input: CalendarEventPatch) =>
  mutate(gql.UpdateCalendarEventDocument, { id, version, input }, EVENT_LISTS).then(
    (d) => d.updateCalendarEvent,
  );

export const deleteCalendarEvent = (id: string, version: number) =>
  mutate(gql.DeleteCalendarEventDocument, { id, version }, EVENT_LISTS).then(
    (d) => d.updateCalendarEvent,
  );

/** The event writes (create publishes; delete sets status deleted). */
export function useCalendarEventWrites() {
  const create = useMutation({ mutationFn: createCalendarEvent });
  const update = useMutation({
    mutationFn: (a: { id: string; version: number; input: CalendarEventPatch }) =>
      updateCalendarEvent(a.id, a.version, a.input),
  });
  const remove = useMutation({
    mutationFn: (a: { id: string; version: number }) => deleteCalendarEvent(a.id, a.version),
  });
  return { create, update, remove };
}

/** Error mapping: a stale version (40009, "This record was changed by someone else"). */
export const isCalendarConflict = (e: unknown) => isConflict(e);

/** The field a validation failure names (`title`, `body`…) with its message. */
export const calendarFieldErrors = (e: unknown): { field: string; message: string }[] =>
  e instanceof ApiError ? e.fieldErrors : [];

// ── Topics ──────────────────────────────────────────────────────────────────

export type TopicTabGroup = 'TREASURY' | 'FAQ' | 'ROADMAP' | 'ALL';
export const TOPIC_PAGE_SIZE = 20;

/** One page of the topics of a tab (ALL: every topic), ordered by name, deleted ones left out. */
export function useCalendarTopics(tab: TopicTabGroup, page: number) {
  const read = useGraphqlQuery(gql.CalendarTopicsDocument, {
    ...(tab === 'ALL' ? {} : { group: tab as gql.TagRelationGroup }),
    status: LIVE,
    first: TOPIC_PAGE_SIZE,
    offset: (page - 1) * TOPIC_PAGE_SIZE,
  });
  return {
    topics: read.data?.calendar_topics.nodes ?? [],
    total: read.data?.calendar_topics.total_count ?? 0,
    loading: read.loading,
    error: read.error,
  };
}

const TOPIC_LISTS = ['CalendarTopics'];

/** The topic writes (delete = status deleted through the update). */
export function useCalendarTopicWrites() {
  const create = useMutation({
    mutationFn: (input: CalendarTopicInput) =>
      mutate(gql.CreateCalendarTopicDocument, { input }, TOPIC_LISTS).then(
        (d) => d.createCalendarTopic,
      ),
  });
  const update = useMutation({
    mutationFn: (a: { id: string; version: number; input: CalendarTopicPatch }) =>
      mutate(gql.UpdateCalendarTopicDocument, a, TOPIC_LISTS).then((d) => d.updateCalendarTopic),
  });
  return { create, update };
}

// ── FAQs and roadmaps ───────────────────────────────────────────────────────

export interface DocSummary {
  id: number;
  title: string;
  datetime: number;
}

/** The FAQs or the roadmaps (newest first, through the unified content list). */
export function useCalendarDocs(kind: 'FAQ' | 'ROADMAP', { enabled }: { enabled: boolean }) {
  const read = useGraphqlQuery(
    gql.ContentListDocument,
    { first: 100, kinds: [kind as gql.ContentKind] },
    { enabled },
  );
  const docs = useMemo<DocSummary[]>(
    () =>
      (read.data?.contentList.nodes ?? []).map((n) => ({
        id: Number(n.raw_id),
        title: n.title,
        datetime: Number(n.datetime),
      })),
    [read.data],
  );
  return { docs, loading: read.loading, error: read.error };
}

type DocDetail = NonNullable<gql.ContentDetailQuery['contentDetail']>['content']['detail'];

/** One FAQ or roadmap for its editor (`contentDetail`), or nothing for `null`. */
export function useCalendarDoc(kind: 'FAQ' | 'ROADMAP', id: number | null) {
  const read = useGraphqlQuery(
    gql.ContentDetailDocument,
    { contentId: String(id ?? 0), kind: kind as gql.ContentKind },
    { enabled: id !== null },
  );
  const detail = read.data?.contentDetail?.content.detail as DocDetail | undefined;
  return { ...read, detail: detail ?? null };
}

const DOC_LISTS = ['ContentList', 'ContentDetail'];

async function refreshDocs() {
  const client = await graphqlClient();
  await client.refetchQueries({ include: DOC_LISTS });
}

/** Saves a FAQ (create without `id`, replace with `id` + `version`); the lists refresh. */
export function useSaveFaq() {
  return useMutation({
    mutationFn: (body: FaqSave) => unwrap(api.second.POST('/faq', { body })),
    onSuccess: () => refreshDocs(),
  });
}

/** Creates or replaces a roadmap; the lists refresh. */
export function useSaveRoadmap() {
  return useMutation({
    mutationFn: (a: { id?: number; version?: number; content: RoadmapNodeInput[] }) =>
      a.id !== undefined && a.version !== undefined
        ? unwrap(
            api.second.PUT('/roadmap', {
              body: { id: a.id, version: a.version, content: a.content },
            }),
          )
        : unwrap(api.second.POST('/roadmap', { body: { content: a.content } })),
    onSuccess: () => refreshDocs(),
  });
}

/** One topic (a deep link to a topic not on the page), or nothing for `null`. */
export function useCalendarTopic(id: string | null) {
  const read = useGraphqlQuery(gql.CalendarTopicDocument, { id: id ?? '0' }, { enabled: !!id });
  return { ...read, topic: read.data?.calendar_topic ?? null };
}
