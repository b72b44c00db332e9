import { CHART_TIMEZONES, type DataChartTimezone } from './types';

/**
 * A datetime cell in one of the table formats as ms, the date read as China time (GMT+8), as the
 * reference server reads it; null when it does not read.
 */
export function parseDatetime(value: string | null | undefined, format: string): number | null {
  if (value === null || value === undefined) return null;
  const v = value.trim();
  const china = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => {
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
    const t = Date.UTC(y, mo - 1, d, h - 8, mi, s);
    return new Date(t + 8 * 3_600_000).getUTCDate() === d ? t : null;
  };
  const n = (m: RegExpExecArray, i: number) => Number(m[i]);
  let m: RegExpExecArray | null;
  switch (format) {
    case 'YYYY-MM-DD':
      m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
      return m ? china(n(m, 1), n(m, 2), n(m, 3)) : null;
    case 'YYYY/MM/DD':
      m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(v);
      return m ? china(n(m, 1), n(m, 2), n(m, 3)) : null;
    case 'YYYY-MM':
      m = /^(\d{4})-(\d{1,2})$/.exec(v);
      return m ? china(n(m, 1), n(m, 2), 1) : null;
    case 'YYYY':
      m = /^(\d{4})$/.exec(v);
      return m ? china(n(m, 1), 1, 1) : null;
    case 'YYYY-MM-DD HH:mm:ss':
      m = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2}):(\d{2})$/.exec(v);
      return m ? china(n(m, 1), n(m, 2), n(m, 3), n(m, 4), n(m, 5), n(m, 6)) : null;
    case 'X':
      return /^\d{1,11}$/.test(v) ? Number(v) * 1000 : null;
    case 'x':
      return /^\d{1,14}$/.test(v) ? Number(v) : null;
    default:
      return null;
  }
}

const partsCache = new Map<string, Intl.DateTimeFormat>();

/** A time as `format` (YYYY, MM, DD, HH, mm tokens) in one of the chart timezones. */
export function formatInZone(ms: number, format: string, zone: DataChartTimezone): string {
  const timeZone = CHART_TIMEZONES[zone];
  let f = partsCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsCache.set(timeZone, f);
  }
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(ms)) p[part.type] = part.value;
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'YYYY':
        return p.year ?? '';
      case 'MM':
        return p.month ?? '';
      case 'DD':
        return p.day ?? '';
      case 'HH':
        return p.hour ?? '';
      case 'mm':
        return p.minute ?? '';
      default:
        return p.second ?? '';
    }
  });
}
