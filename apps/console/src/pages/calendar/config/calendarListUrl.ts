import type { ListUrlCodec } from '../../../data/list';

/** The calendar list's URL: `k` (keyword) and `page`. */
export interface CalendarListUrlState {
  k: string;
  page: number;
}

export const calendarListUrlCodec: ListUrlCodec<CalendarListUrlState> = {
  parse(p) {
    const page = Number(p.get('page'));
    return {
      k: (p.get('k') ?? '').trim().slice(0, 100),
      page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1,
    };
  },
  serialize(s) {
    const p = new URLSearchParams();
    if (s.k) p.set('k', s.k);
    if (s.page > 1) p.set('page', String(s.page));
    return p;
  },
};
