// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromChinaParts } from '../../utils/chinaTime';
import { atChinaClock, chinaClock, chinaWeekStart, weekRows } from './weekModel';

const china = (day: number, hour = 0, minute = 0) =>
  fromChinaParts({ year: 2026, month: 11, day, hour, minute });

describe('weekly event list model (China time)', () => {
  it('starts the week on Monday 00:00 GMT+8, also from a late Sunday evening', () => {
    expect(chinaWeekStart(china(25, 12))).toBe(china(23));
    // Sunday 23:30 in Beijing is still the week of the 23rd (it is Sunday 15:30 UTC).
    expect(chinaWeekStart(china(29, 23, 30))).toBe(china(23));
    // Monday 00:30 in Beijing is Sunday 16:30 UTC: already the next week.
    expect(chinaWeekStart(china(30, 0, 30))).toBe(china(30));
  });

  it('puts events on their China-time day, in time order, and leaves out the weekend for 5 days', () => {
    const events = [
      { id: 'b', title: 'late', time: china(24, 23, 0) },
      { id: 'a', title: 'early', time: china(24, 1, 0) },
      { id: 'c', title: 'sunday', time: china(29, 9, 30) },
    ];
    const week = weekRows(events, china(23), 7);
    expect(week.map((r) => r.weekday)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(week[1]!.events.map((e) => e.id)).toEqual(['a', 'b']);
    expect(week[6]!.events.map((e) => e.id)).toEqual(['c']);
    const weekdays = weekRows(events, china(23), 5);
    expect(weekdays).toHaveLength(5);
    expect(weekdays.flatMap((r) => r.events).map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('reads and enters clock times in China time', () => {
    expect(chinaClock(china(24, 9, 5))).toBe('09:05');
    expect(atChinaClock(china(24), '23:45')).toBe(china(24, 23, 45));
    expect(atChinaClock(china(24), '24:00')).toBeNull();
    expect(atChinaClock(china(24), '')).toBeNull();
  });
});
