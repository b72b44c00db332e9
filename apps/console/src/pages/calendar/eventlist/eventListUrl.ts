import type { CalendarImportance } from '@newsdesk/ui';
import type { ListUrlCodec } from '../../../data/list';

/**
 * The event list's URL: `calendar` (id), `country`, `importance` (LOW, MEDIUM, HIGH), `start` and
 * `end` (ms, China day bounds, like the events page), `k` (keyword) and `page`.
 */
export interface EventListUrlState {
  calendar: string | null;
  country: string | null;
  importance: CalendarImportance | null;
  start: number | null;
  end: number | null;
  k: string;
  page: number;
}

const MS = /^\d{1,15}$/;
const ms = (v: string | null) => (v && MS.test(v) ? Number(v) : null);
const IMPORTANCE: readonly CalendarImportance[] = ['LOW', 'MEDIUM', 'HIGH'];

export const eventListUrlCodec: ListUrlCodec<EventListUrlState> = {
  parse(p) {
    const calendar = p.get('calendar');
    const country = p.get('country');
    const importance = (p.get('importance') ?? '').toUpperCase() as CalendarImportance;
    const start = ms(p.get('start'));
    const end = ms(p.get('end'));
    const range = start !== null && end !== null && end > start;
    const page = Number(p.get('page'));
    return {
      calendar: calendar && /^\d{1,10}$/.test(calendar) ? calendar : null,
      country: country && /^[A-Za-z]{2,5}$/.test(country) ? country : null,
      importance: IMPORTANCE.includes(importance) ? importance : null,
      start: range ? start : null,
      end: range ? end : null,
      k: (p.get('k') ?? '').trim().slice(0, 100),
      page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1,
    };
  },
  serialize(s) {
    const p = new URLSearchParams();
    if (s.calendar) p.set('calendar', s.calendar);
    if (s.country) p.set('country', s.country);
    if (s.importance) p.set('importance', s.importance);
    if (s.start !== null && s.end !== null) {
      p.set('start', String(s.start));
      p.set('end', String(s.end));
    }
    if (s.k) p.set('k', s.k);
    if (s.page > 1) p.set('page', String(s.page));
    return p;
  },
};
