import {
  ApiError,
  errorMessage,
  gql,
  isConflict,
  type OperationVariables,
  type TypedDocumentNode,
} from '@newsdesk/api-client';
import { useConfirm, useToast, useTranslation } from '@newsdesk/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { graphqlClient, useGraphqlQuery } from './graphql';
import { graphqlError } from './roadshows';

/**
 * Calendars, their config and event templates, and the event list across calendars (content §2
 * /content/calendar/list, /content/calendar, /content/calendar/{id}, /content/calendar/event/list;
 * GraphQL designed here, issue #12). Reads go through Apollo's cache; writes refetch the lists
 * they change. The config is for Admins (the server refuses a Normal User: "Permission not
 * allowed").
 */
export type Calendar = gql.CalendarFieldsFragment;
export type CalendarWithTemplates = NonNullable<gql.CalendarQuery['calendar']>;
export type CalendarTemplate = gql.CalendarTemplateFieldsFragment;
export type CalendarInput = gql.CalendarInput;
export type CalendarPatch = gql.CalendarPatch;
export type CalendarTemplateInput = gql.CalendarTemplateInput;
export type CalendarTemplatePatch = gql.CalendarTemplatePatch;
export type CalendarRecurrence = gql.CalendarRecurrence;
export type CalendarEventRow = gql.CalendarEventListQuery['calendar_events']['nodes'][number];

export const CALENDAR_PAGE_SIZE = 20;
export const EVENT_LIST_PAGE_SIZE = 20;
/** The calendars offered by the event list's calendar filter. */
const FILTER_CALENDARS = 200;
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

/**
 * Rows taken off a list at once while their delete is on its way (`hide`), put back when it fails
 * (`unhide`).
 */
export function useHiddenRows() {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const hide = useCallback((id: string) => setHidden((s) => new Set(s).add(id)), []);
  const unhide = useCallback(
    (id: string) =>
      setHidden((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      }),
    [],
  );
  return { hidden, hide, unhide };
}
export type HiddenRows = ReturnType<typeof useHiddenRows>;

/** One page of calendars (order, then name) matching a keyword; deleted ones leave at once. */
export function useCalendars(keyword: string, page: number) {
  const read = useGraphqlQuery(gql.CalendarsDocument, {
    ...(keyword ? { kw: keyword } : {}),
    first: CALENDAR_PAGE_SIZE,
    offset: (page - 1) * CALENDAR_PAGE_SIZE,
  });
  const rows = useHiddenRows();
  const nodes = read.data?.calendars.nodes;
  const calendars = useMemo(
    () => (nodes ?? []).filter((c) => !rows.hidden.has(c.id)),
    [nodes, rows.hidden],
  );
  return {
    calendars,
    total: read.data?.calendars.total_count ?? 0,
    loading: read.loading,
    error: read.error,
    rows,
  };
}

/** The calendars of the event list's filter (the first 200 by order). */
export function useCalendarChoices() {
  const read = useGraphqlQuery(gql.CalendarsDocument, { first: FILTER_CALENDARS, offset: 0 });
  return (read.data?.calendars.nodes ?? []).map((c) => ({ id: c.id, name: c.name }));
}

/** One calendar with its templates, or nothing for `null`. */
export function useCalendar(id: string | null) {
  const read = useGraphqlQuery(gql.CalendarDocument, { id: id ?? '0' }, { enabled: !!id });
  return { ...read, calendar: read.data?.calendar ?? null };
}

const CALENDAR_READS = ['Calendars', 'Calendar'];
const EVENT_READS = ['CalendarEventList', 'CalendarEvents'];

/** Create and edit a calendar's config (versioned: a stale edit is a conflict). */
export function useCalendarWrites() {
  const create = useMutation({
    mutationFn: (input: CalendarInput) =>
      mutate(gql.CreateCalendarDocument, { input }, CALENDAR_READS).then((d) => d.createCalendar),
  });
  const update = useMutation({
    mutationFn: (a: { id: string; version: number; input: CalendarPatch }) =>
      mutate(gql.UpdateCalendarDocument, a, CALENDAR_READS).then((d) => d.updateCalendar),
  });
  return { create, update };
}

/** Create and edit event templates, and make events from a saved one. */
export function useTemplateWrites() {
  const create = useMutation({
    mutationFn: (input: CalendarTemplateInput) =>
      mutate(gql.CreateCalendarTemplateDocument, { input }, CALENDAR_READS).then(
        (d) => d.createCalendarTemplate,
      ),
  });
  const update = useMutation({
    mutationFn: (a: { id: string; version: number; input: CalendarTemplatePatch }) =>
      mutate(gql.UpdateCalendarTemplateDocument, a, CALENDAR_READS).then(
        (d) => d.updateCalendarTemplate,
      ),
  });
  const run = useMutation({
    mutationFn: (a: {
      id: string;
      from_date: string;
      to_date: string;
      recurrence: CalendarRecurrence;
    }) =>
      mutate(gql.CreateEventsFromTemplateDocument, a, EVENT_READS).then(
        (d) => d.createEventsFromTemplate,
      ),
  });
  return { create, update, run };
}

export interface EventListQuery {
  calendar: string | null;
  country: string | null;
  importance: gql.CalendarImportance | null;
  start: number | null;
  end: number | null;
  keyword: string;
  page: number;
}

/** One page of live events (earliest first) across calendars, narrowed by the filters. */
export function useCalendarEventList(q: EventListQuery) {
  const read = useGraphqlQuery(gql.CalendarEventListDocument, {
    status: LIVE,
    ...(q.calendar ? { calendar_ids: [q.calendar] } : {}),
    ...(q.country ? { countries: [q.country] } : {}),
    ...(q.importance ? { importance: [q.importance] } : {}),
    ...(q.start !== null ? { start_time: q.start } : {}),
    ...(q.end !== null ? { end_time: q.end } : {}),
    ...(q.keyword ? { kw: q.keyword } : {}),
    first: EVENT_LIST_PAGE_SIZE,
    offset: (q.page - 1) * EVENT_LIST_PAGE_SIZE,
  });
  return {
    events: read.data?.calendar_events.nodes ?? [],
    total: read.data?.calendar_events.total_count ?? 0,
    loading: read.loading,
    error: read.error,
  };
}

// ── Deleting (designed here, #12) ──────────────────────────────────────────────

export const deleteCalendar = (id: string, version: number) =>
  mutate(gql.DeleteCalendarDocument, { id, version }, CALENDAR_READS).then((d) => d.deleteCalendar);

export const deleteCalendarTemplate = (id: string, version: number) =>
  mutate(gql.DeleteCalendarTemplateDocument, { id, version }, CALENDAR_READS).then(
    (d) => d.deleteCalendarTemplate,
  );

/** Live events made from a calendar or template refuse its deletion (40030, `event_count`). */
const NOT_AVAILABLE_FOR_DELETION = 40030;

/** What a refused delete says: the events still there, a stale version, else the server's words. */
export function useCalendarDeleteError() {
  const { t } = useTranslation();
  return useCallback(
    (e: unknown): string => {
      if (e instanceof ApiError && e.code === NOT_AVAILABLE_FOR_DELETION) {
        const count = Number((e.data as { event_count?: unknown } | null)?.event_count ?? 0);
        return count > 0 ? t('calcfg-delete-has-events', { count }) : e.message;
      }
      if (isConflict(e)) return t('cal-conflict');
      return errorMessage(e);
    },
    [t],
  );
}

/**
 * A confirmed delete of a calendar (with its templates) or of one template (Admins): asks first,
 * takes the row off at once, and puts it back with the reason when the server refuses (a calendar
 * or template whose events are live is not deleted, so no event is lost silently). Resolves true
 * when deleted.
 */
export function useConfirmedCalendarDelete() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const reason = useCalendarDeleteError();
  return useCallback(
    async (
      target:
        | { kind: 'calendar'; id: string; version: number; name: string; templates: number }
        | { kind: 'template'; id: string; version: number; name: string },
      rows: Pick<HiddenRows, 'hide' | 'unhide'>,
    ): Promise<boolean> => {
      const ok = await confirm(
        target.kind === 'calendar'
          ? {
              title: t('calcfg-delete-calendar-title'),
              message: t('calcfg-delete-calendar-message', {
                name: target.name,
                count: target.templates,
              }),
              confirmLabel: t('calcfg-delete'),
              cancelLabel: t('cal-cancel'),
              tone: 'danger',
            }
          : {
              title: t('calcfg-delete-template-title'),
              message: t('calcfg-delete-template-message', { name: target.name }),
              confirmLabel: t('calcfg-delete'),
              cancelLabel: t('cal-cancel'),
              tone: 'danger',
            },
      );
      if (!ok) return false;
      rows.hide(target.id);
      try {
        await (target.kind === 'calendar'
          ? deleteCalendar(target.id, target.version)
          : deleteCalendarTemplate(target.id, target.version));
        toast.success(t('calcfg-deleted'));
        return true;
      } catch (e) {
        rows.unhide(target.id);
        toast.error(reason(e));
        return false;
      }
    },
    [confirm, t, toast, reason],
  );
}
