import { CronExpressionParser } from 'cron-parser';

/** Crawler schedules run in China time (operations §9), as the server runs them. */
export const CRAWLER_TZ = 'Asia/Shanghai';

/** The next `n` run times of a crontab expression after `from`, or null when it is not one. */
export function nextRunTimes(schedule: string, from: number, n = 5): number[] | null {
  const text = schedule.trim();
  if (!text) return null;
  const parts = text.split(/\s+/);
  if (parts.length < 5 || parts.length > 6) return null;
  try {
    const it = CronExpressionParser.parse(text, { currentDate: new Date(from), tz: CRAWLER_TZ });
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(it.next().getTime());
    return out;
  } catch {
    return null;
  }
}
