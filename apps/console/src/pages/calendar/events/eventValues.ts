import type { EventChannel, EventFormValues } from '@newsdesk/ui';
import { emptyEventValues } from '@newsdesk/ui';
import type { CalendarEvent, CalendarEventInput } from '../../../data/calendar';

/** The form's values of a saved event. */
export function eventToValues(e: CalendarEvent): EventFormValues {
  const channels = [...new Set(e.tag_relations.map((r) => r.group as string))] as EventChannel[];
  return {
    ...emptyEventValues(e.display_time),
    title: e.title,
    body: e.body ?? '',
    date_only: e.time_format === 'DATE',
    country: e.country ?? null,
    event: e.event ?? '',
    importance: e.importance,
    source: e.source ?? '',
    forecast: e.forecast ?? '',
    revised: e.revised ?? '',
    previous: e.previous ?? '',
    actual: e.actual ?? '',
    unit: e.unit ?? '',
    tags: e.tags.map((t) => t.id),
    channels,
  };
}

const orNull = (v: string) => (v === '' ? null : v);

/**
 * The call's input of the form's values. Relations: each tag in each chosen channel; without tags,
 * the internal matrix tag (id 0) carries the channels.
 */
export function valuesToInput(v: EventFormValues): CalendarEventInput {
  const holders = v.tags.length ? v.tags : ['0'];
  return {
    title: v.title,
    body: v.body,
    display_time: v.display_time ?? 0,
    time_format: v.date_only ? 'DATE' : 'DATETIME',
    country: v.country,
    event: orNull(v.event),
    importance: v.importance,
    source: orNull(v.source),
    forecast: orNull(v.forecast),
    revised: orNull(v.revised),
    previous: orNull(v.previous),
    actual: orNull(v.actual),
    unit: orNull(v.unit),
    tag_ids: v.tags,
    tag_relations: holders.flatMap((id) => v.channels.map((group) => ({ id, group, k: 0 }))),
  } as CalendarEventInput;
}
