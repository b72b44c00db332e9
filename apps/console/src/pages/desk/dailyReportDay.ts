import { fromChinaParts, startOfChinaDay } from '@newsdesk/ui';

/** The report's day from the URL (`YYYY-MM-DD`, China time): 00:00 GMT+8 in ms; today otherwise. */
export function dayFromParam(param: string | null, now: number): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(param ?? '');
  if (m) {
    const ms = fromChinaParts({
      year: Number(m[1]),
      month: Number(m[2]),
      day: Number(m[3]),
      hour: 0,
      minute: 0,
      second: 0,
    });
    if (Number.isFinite(ms) && ms <= now) return startOfChinaDay(ms);
  }
  return startOfChinaDay(now);
}
