import { CHINA_OFFSET_MS, fromChinaParts, startOfChinaDay, toChinaParts } from '../utils/chinaTime';

/**
 * Calendar arithmetic in China time (GMT+8) whatever the browser's zone: month grids, week and
 * month ranges, events grouped by China day. Everything is in ms since the epoch.
 */
export const CAL_DAY_MS = 24 * 60 * 60 * 1000;

export type CalendarView = 'month' | 'week' | 'list';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'list'];

/** Importance of a calendar event (1 to 3 stars). */
export type CalendarImportance = 'LOW' | 'MEDIUM' | 'HIGH';
export const IMPORTANCES: readonly CalendarImportance[] = ['LOW', 'MEDIUM', 'HIGH'];
export const STARS: Record<CalendarImportance, number> = { LOW: 1, MEDIUM: 2, HIGH: 3 };

export type CalendarTimeFormat = 'DATETIME' | 'DATE';
export type CalendarStatus = 'DRAFT' | 'PUBLISHED' | 'DELETED';

/** The 15 countries and regions of the console, plus `other` (content §9). */
export const COUNTRIES = [
  'CN',
  'US',
  'EU',
  'JP',
  'GB',
  'DE',
  'FR',
  'IT',
  'AU',
  'CA',
  'HK',
  'KR',
  'IN',
  'CH',
  'NZ',
  'other',
] as const;
export type Country = (typeof COUNTRIES)[number];

/** What the calendar shows of one event (shaped like the contract's `CalendarEvent`). */
export interface CalendarEventItem {
  id: string;
  title: string;
  display_time: number;
  time_format: CalendarTimeFormat;
  importance: CalendarImportance;
  status: CalendarStatus;
  country?: string | null;
  event?: string | null;
  forecast?: string | null;
  previous?: string | null;
  actual?: string | null;
}

/** 00:00 (China time) of the first day of the month containing `ms`. */
export function chinaMonthStart(ms: number): number {
  const p = toChinaParts(ms);
  return fromChinaParts({ year: p.year, month: p.month, day: 1 });
}

/** 00:00 (China time) of the first day of the month after the one containing `ms`. */
export function chinaNextMonthStart(ms: number): number {
  const p = toChinaParts(ms);
  return fromChinaParts({ year: p.year, month: p.month + 1, day: 1 });
}

/** Monday 00:00 (China time) of the week containing `ms`. */
export function chinaMondayOf(ms: number): number {
  const today = startOfChinaDay(ms);
  const weekday = (new Date(today + CHINA_OFFSET_MS).getUTCDay() + 6) % 7;
  return today - weekday * CAL_DAY_MS;
}

/** The `start`/`end` range (end exclusive) a view shows around `anchor`. */
export function rangeOf(view: CalendarView, anchor: number): { start: number; end: number } {
  if (view === 'week') {
    const start = chinaMondayOf(anchor);
    return { start, end: start + 7 * CAL_DAY_MS };
  }
  return { start: chinaMonthStart(anchor), end: chinaNextMonthStart(anchor) };
}

/** The range before (-1) or after (+1) the current one, of the same view. */
export function shiftRange(
  view: CalendarView,
  range: { start: number; end: number },
  step: -1 | 1,
): { start: number; end: number } {
  if (view === 'week') {
    const start = chinaMondayOf(range.start) + step * 7 * CAL_DAY_MS;
    return { start, end: start + 7 * CAL_DAY_MS };
  }
  const p = toChinaParts(range.start);
  const first = fromChinaParts({ year: p.year, month: p.month + step, day: 1 });
  return { start: first, end: chinaNextMonthStart(first) };
}

/** The days of a month grid: whole weeks, Monday first, covering the month of `monthStart`. */
export function calendarMonthGrid(monthStart: number): number[][] {
  const first = chinaMonthStart(monthStart);
  const next = chinaNextMonthStart(monthStart);
  const weeks: number[][] = [];
  for (let day = chinaMondayOf(first); day < next; day += 7 * CAL_DAY_MS) {
    weeks.push(Array.from({ length: 7 }, (_, i) => day + i * CAL_DAY_MS));
  }
  return weeks;
}

/** Events by the start of their China day, each day in time order. */
export function byChinaDay<T extends CalendarEventItem>(events: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const e of events) {
    const day = startOfChinaDay(e.display_time);
    const list = out.get(day);
    if (list) list.push(e);
    else out.set(day, [e]);
  }
  for (const list of out.values()) list.sort((a, b) => a.display_time - b.display_time);
  return out;
}
