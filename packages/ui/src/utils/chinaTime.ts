/**
 * China time (GMT+8, no daylight saving) without depending on the browser's zone: shift the epoch
 * by eight hours and read the UTC fields.
 */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface ChinaParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function toChinaParts(ms: number): ChinaParts {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

export function fromChinaParts(
  p: Partial<ChinaParts> & Pick<ChinaParts, 'year' | 'month' | 'day'>,
): number {
  return (
    Date.UTC(p.year, p.month - 1, p.day, p.hour ?? 0, p.minute ?? 0, p.second ?? 0) -
    CHINA_OFFSET_MS
  );
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats a timestamp in China time. Tokens: YYYY, MM, M, DD, D, HH, mm, ss (anything else is kept).
 */
export function formatChinaTime(ms: number, pattern = 'YYYY/MM/DD HH:mm'): string {
  const p = toChinaParts(ms);
  return pattern.replace(/YYYY|MM|M|DD|D|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'YYYY':
        return String(p.year);
      case 'MM':
        return pad(p.month);
      case 'M':
        return String(p.month);
      case 'DD':
        return pad(p.day);
      case 'D':
        return String(p.day);
      case 'HH':
        return pad(p.hour);
      case 'mm':
        return pad(p.minute);
      default:
        return pad(p.second);
    }
  });
}

/** Start of the China-time day containing `ms`. */
export function startOfChinaDay(ms: number): number {
  const p = toChinaParts(ms);
  return fromChinaParts({ year: p.year, month: p.month, day: p.day });
}

export type DateShortcut = 'today' | 'yesterday' | 'week' | 'month' | 'season' | 'year';
export const dateShortcuts: readonly DateShortcut[] = [
  'today',
  'yesterday',
  'week',
  'month',
  'season',
  'year',
];

/**
 * The [start, end) range, in ms, of a date filter shortcut in China time: today, yesterday, this week
 * (Monday first), this month, this quarter ("season") and this year.
 */
export function shortcutRange(
  shortcut: DateShortcut,
  now = Date.now(),
): { start: number; end: number } {
  const p = toChinaParts(now);
  const day = 24 * 60 * 60 * 1000;
  const today = fromChinaParts({ year: p.year, month: p.month, day: p.day });
  switch (shortcut) {
    case 'today':
      return { start: today, end: today + day };
    case 'yesterday':
      return { start: today - day, end: today };
    case 'week': {
      const weekday = (new Date(today + CHINA_OFFSET_MS).getUTCDay() + 6) % 7; // Monday = 0
      const start = today - weekday * day;
      return { start, end: start + 7 * day };
    }
    case 'month':
      return {
        start: fromChinaParts({ year: p.year, month: p.month, day: 1 }),
        end: fromChinaParts({ year: p.year, month: p.month + 1, day: 1 }),
      };
    case 'season': {
      const first = Math.floor((p.month - 1) / 3) * 3 + 1;
      return {
        start: fromChinaParts({ year: p.year, month: first, day: 1 }),
        end: fromChinaParts({ year: p.year, month: first + 3, day: 1 }),
      };
    }
    case 'year':
      return {
        start: fromChinaParts({ year: p.year, month: 1, day: 1 }),
        end: fromChinaParts({ year: p.year + 1, month: 1, day: 1 }),
      };
  }
}
