import { errorMessage } from '@newsdesk/api-client';
import {
  rangeOf,
  shiftRange,
  useToast,
  type CalendarView,
  type EventFormValues,
  useTranslation,
} from '@newsdesk/ui';
import { useState } from 'react';
import {
  calendarFieldErrors,
  isCalendarConflict,
  useCalendarEvent,
  useCalendarEvents,
  useCalendarEventWrites,
  type CalendarEvent,
} from '../../../data/calendar';
import { useListUrl } from '../../../data/list';
import { useTagLookup } from '../../../data/tags';
import { eventsUrlCodec, rangeOfState } from './eventsUrl';
import { valuesToInput } from './eventValues';

/**
 * The events page's state: the URL (view, range, the open event), the events of the range, the
 * editor's event and tags, and the writes with their toasts. A delete hides the row at once and puts
 * it back, with the reason, when the call fails.
 */
export function useEventsScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const url = useListUrl(eventsUrlCodec, { ignoreForNarrowed: ['view', 'start', 'end', 'id'] });
  const { state } = url;
  const [now] = useState(() => Date.now());
  const range = rangeOfState(state, now);
  const list = useCalendarEvents(range);
  const writes = useCalendarEventWrites();
  const inList = state.id ? list.events.find((e) => e.id === state.id) : undefined;
  const loaded = useCalendarEvent(state.id && !inList ? state.id : null);
  const editing: CalendarEvent | null = inList ?? loaded.event;
  const tags = useTagLookup();

  const go = (next: Partial<typeof state>) => url.setState({ ...state, ...next });

  const setView = (view: CalendarView) => {
    // Keep the place: the new view's range around the start of the current one.
    const r = view === 'list' ? range : rangeOf(view, range.start);
    go({ view, start: r.start, end: r.end });
  };

  const navigate = (step: -1 | 0 | 1) => {
    const r = step === 0 ? rangeOf(state.view, Date.now()) : shiftRange(state.view, range, step);
    go({ start: r.start, end: r.end });
  };

  const showDay = (day: number) => go({ view: 'list', start: day, end: day + 24 * 60 * 60 * 1000 });

  const close = () => go({ id: null, action: null, at: null });

  const failed = (e: unknown) => {
    if (isCalendarConflict(e)) toast.error(t('cal-conflict'));
    else {
      const field = calendarFieldErrors(e)[0];
      toast.error(field?.message ?? errorMessage(e));
    }
  };

  const save = async (values: EventFormValues) => {
    try {
      if (editing && state.id) {
        await writes.update.mutateAsync({
          id: editing.id,
          version: editing.version,
          input: valuesToInput(values),
        });
        toast.success(t('cal-saved'));
      } else {
        await writes.create.mutateAsync(valuesToInput(values));
        toast.success(t('cal-published'));
      }
      close();
    } catch (e) {
      failed(e);
    }
  };

  /** Deletes at once from the list; on failure the row comes back and the toast says why. */
  const remove = async (event: { id: string; version: number; title: string }) => {
    list.hide(event.id);
    if (state.id === event.id) close();
    try {
      await writes.remove.mutateAsync({ id: event.id, version: event.version });
      toast.success(t('cal-deleted'));
    } catch (e) {
      list.unhide(event.id);
      const why = isCalendarConflict(e) ? t('cal-conflict') : errorMessage(e);
      toast.error(t('cal-delete-failed', { message: why }));
    }
  };

  /** An edit of the weekly list: a title or a time (China time). */
  const patch = async (event: CalendarEvent, change: { title?: string; time?: number }) => {
    try {
      await writes.update.mutateAsync({
        id: event.id,
        version: event.version,
        input: {
          ...(change.title !== undefined ? { title: change.title } : {}),
          ...(change.time !== undefined ? { display_time: change.time } : {}),
        },
      });
      toast.success(t('cal-saved'));
    } catch (e) {
      failed(e);
    }
  };

  const tagOptions = (() => {
    const out = tags.results.map((tag) => ({ value: String(tag.id), label: tag.name }));
    for (const tag of editing?.tags ?? [])
      if (!out.some((o) => o.value === tag.id)) out.push({ value: tag.id, label: tag.name });
    for (const [id, name] of tags.known)
      if (!out.some((o) => o.value === String(id))) out.push({ value: String(id), label: name });
    return out;
  })();

  return {
    state,
    range,
    now,
    list,
    editing,
    editingLoading: !!state.id && !inList && loaded.loading,
    creating: state.action === 'create',
    setView,
    navigate,
    showDay,
    open: (e: { id: string }) => go({ id: e.id, action: null, at: null }),
    startCreate: (at?: number) => go({ id: null, action: 'create', at: at ?? null }),
    close,
    save,
    remove,
    patch,
    saving: writes.create.isPending || writes.update.isPending,
    tags: { options: tagOptions, onSearch: tags.onSearch, loading: tags.loading },
    invalid: (message: string) => toast.error(message),
  };
}
