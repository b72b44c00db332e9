import { rangeOf, type CalendarView } from '@newsdesk/ui';
import type { ListUrlCodec } from '../../../data/list';

/**
 * The events page's URL (content §2): `start` and `end` in ms (the range shown), `view` (month by
 * default, week, list), `id` (the event open in the editor) or `action=create` with `at` (its time).
 * Without a range, the view's range around now.
 */
export interface EventsUrlState {
  view: CalendarView;
  start: number | null;
  end: number | null;
  id: string | null;
  action: 'create' | null;
  at: number | null;
}

const MS = /^\d{1,15}$/;
const ms = (v: string | null) => (v && MS.test(v) ? Number(v) : null);

export const eventsUrlCodec: ListUrlCodec<EventsUrlState> = {
  parse(p) {
    const view = p.get('view');
    const start = ms(p.get('start'));
    const end = ms(p.get('end'));
    const valid = start !== null && end !== null && end > start;
    const id = p.get('id');
    return {
      view: view === 'week' || view === 'list' ? view : 'month',
      start: valid ? start : null,
      end: valid ? end : null,
      id: id && /^\d{1,18}$/.test(id) ? id : null,
      action: p.get('action') === 'create' ? 'create' : null,
      at: ms(p.get('at')),
    };
  },
  serialize(s) {
    const p = new URLSearchParams();
    if (s.view !== 'month') p.set('view', s.view);
    if (s.start !== null && s.end !== null) {
      p.set('start', String(s.start));
      p.set('end', String(s.end));
    }
    if (s.id) p.set('id', s.id);
    if (s.action) p.set('action', s.action);
    if (s.action && s.at !== null) p.set('at', String(s.at));
    return p;
  },
};

/** The range a state shows: its own, or the view's range around `now`. */
export function rangeOfState(s: EventsUrlState, now: number): { start: number; end: number } {
  if (s.start !== null && s.end !== null) return { start: s.start, end: s.end };
  return rangeOf(s.view, now);
}
