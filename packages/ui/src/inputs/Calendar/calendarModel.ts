import { fromChinaParts, toChinaParts } from '../../utils/chinaTime';

/** One China-time day in ms (China has no daylight saving: every day is 24 hours). */
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export interface CalendarDay {
  /** Start of the day in China time, ms since epoch. */
  start: number;
  year: number;
  month: number;
  day: number;
  /** Whether the day belongs to the month shown (the grid also shows the edges of its neighbours). */
  inMonth: boolean;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addMonths({ year, month }: YearMonth, n: number): YearMonth {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** Start of the China day containing `ms`. */
export function chinaDayStart(ms: number): number {
  const p = toChinaParts(ms);
  return fromChinaParts({ year: p.year, month: p.month, day: p.day });
}

/** The same day of another month, clamped to that month's length (31 Jan + 1 month → 28/29 Feb). */
export function shiftMonths(dayStart: number, n: number): number {
  const p = toChinaParts(dayStart);
  const target = addMonths(p, n);
  const day = Math.min(p.day, daysInMonth(target.year, target.month));
  return fromChinaParts({ ...target, day });
}

/** 0 for Monday … 6 for Sunday, in China time. */
export function weekdayIndex(dayStart: number): number {
  const p = toChinaParts(dayStart);
  return (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7;
}

/** The six Monday-first weeks that show a month. */
export function monthGrid({ year, month }: YearMonth): CalendarDay[][] {
  const first = fromChinaParts({ year, month, day: 1 });
  const gridStart = first - weekdayIndex(first) * DAY_MS;
  const weeks: CalendarDay[][] = [];
  for (let w = 0; w < 6; w++) {
    const week: CalendarDay[] = [];
    for (let d = 0; d < 7; d++) {
      const start = gridStart + (w * 7 + d) * DAY_MS;
      const p = toChinaParts(start);
      week.push({
        start,
        year: p.year,
        month: p.month,
        day: p.day,
        inMonth: p.month === month && p.year === year,
      });
    }
    weeks.push(week);
  }
  return weeks;
}

export type DateTextMode = 'date' | 'datetime';

export type ParsedDateText =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'valid'; value: number };

const DATE_TIME = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[\sT]+(\d{1,2}):(\d{2}))?$/;

/**
 * Reads `YYYY-MM-DD HH:mm` (or `YYYY-MM-DD` in date mode) as China time. Also accepts `/` or `.`
 * between the date parts, single-digit months, days and hours, and a date without a time in
 * datetime mode (midnight). Anything else, or an impossible date (31 April, 24:00), is invalid.
 */
export function parseChinaDateText(text: string, mode: DateTextMode): ParsedDateText {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const m = DATE_TIME.exec(trimmed);
  if (!m) return { kind: 'invalid' };
  const [, y, mo, d, h, mi] = m;
  if (mode === 'date' && h !== undefined) return { kind: 'invalid' };
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { kind: 'invalid' };
  }
  if (hour > 23 || minute > 59) return { kind: 'invalid' };
  return { kind: 'valid', value: fromChinaParts({ year, month, day, hour, minute }) };
}

export interface DateLimits {
  min?: number | undefined;
  max?: number | undefined;
  /** Days that cannot be picked, by the start of the China day. */
  disabledDate?: ((dayStart: number) => boolean) | undefined;
}

/** Whether no moment of the day can be picked. */
export function isDayDisabled(dayStart: number, { min, max, disabledDate }: DateLimits): boolean {
  if (min !== undefined && dayStart + DAY_MS <= min) return true;
  if (max !== undefined && dayStart > max) return true;
  return disabledDate?.(dayStart) ?? false;
}

export type LimitProblem = 'before-min' | 'after-max' | 'unavailable';

/** Why a moment cannot be picked, or null when it can. */
export function limitProblem(ms: number, limits: DateLimits): LimitProblem | null {
  if (limits.min !== undefined && ms < limits.min) return 'before-min';
  if (limits.max !== undefined && ms > limits.max) return 'after-max';
  if (limits.disabledDate?.(chinaDayStart(ms))) return 'unavailable';
  return null;
}

/** The nearest moment within [min, max]. */
export function clampToLimits(ms: number, { min, max }: DateLimits): number {
  if (min !== undefined && ms < min) return min;
  if (max !== undefined && ms > max) return max;
  return ms;
}
