import {
  CHINA_OFFSET_MS,
  fromChinaParts,
  startOfChinaDay,
  toChinaParts,
} from '../../utils/chinaTime';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The weekdays of the list, Monday first (content §2: MON to SUN). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface WeeklyEvent {
  id: string;
  title: string;
  /** When it happens, ms. Shown and entered in China time (GMT+8) whatever the browser's zone. */
  time: number;
}

export interface WeekDayRow<T extends WeeklyEvent = WeeklyEvent> {
  weekday: Weekday;
  /** 00:00 of the day in China time, ms. */
  start: number;
  events: T[];
}

/** Monday 00:00 (China time) of the week containing `ms`. */
export function chinaWeekStart(ms: number): number {
  const today = startOfChinaDay(ms);
  const weekday = (new Date(today + CHINA_OFFSET_MS).getUTCDay() + 6) % 7;
  return today - weekday * DAY_MS;
}

/**
 * The rows of the week starting `weekStart` (any time in the week is accepted): one per day, MON to
 * SUN or MON to FRI, each with its events in time order. Events outside the days shown are left out.
 */
export function weekRows<T extends WeeklyEvent>(
  events: readonly T[],
  weekStart: number,
  days: 5 | 7 = 7,
): WeekDayRow<T>[] {
  const monday = chinaWeekStart(weekStart);
  const rows = WEEKDAYS.slice(0, days).map((weekday, i) => ({
    weekday,
    start: monday + i * DAY_MS,
    events: [] as T[],
  }));
  for (const event of events) {
    const index = Math.floor((event.time - monday) / DAY_MS);
    rows[index]?.events.push(event);
  }
  for (const row of rows) row.events.sort((a, b) => a.time - b.time || a.id.localeCompare(b.id));
  return rows;
}

/** `HH:mm` of `ms` in China time (the value of a time input). */
export function chinaClock(ms: number): string {
  const p = toChinaParts(ms);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** The time `HH:mm` (China time) on the China-time day of `dayStart`; null when not a time. */
export function atChinaClock(dayStart: number, clock: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  const p = toChinaParts(dayStart);
  return fromChinaParts({ year: p.year, month: p.month, day: p.day, hour, minute });
}
