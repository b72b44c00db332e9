// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatChinaTime, fromChinaParts } from '../../utils/chinaTime';
import {
  DAY_MS,
  addMonths,
  chinaDayStart,
  clampToLimits,
  isDayDisabled,
  limitProblem,
  monthGrid,
  parseChinaDateText,
  shiftMonths,
  weekdayIndex,
} from './calendarModel';

// Tests run with TZ=America/Los_Angeles: everything here must still be China time.
const day = (y: number, m: number, d: number) => fromChinaParts({ year: y, month: m, day: d });

describe('parseChinaDateText', () => {
  it('reads YYYY-MM-DD HH:mm as China time', () => {
    const parsed = parseChinaDateText('2026-11-22 15:30', 'datetime');
    expect(parsed).toEqual({
      kind: 'valid',
      value: fromChinaParts({ year: 2026, month: 11, day: 22, hour: 15, minute: 30 }),
    });
    expect(parsed.kind === 'valid' && new Date(parsed.value).toISOString()).toBe(
      '2026-11-22T07:30:00.000Z',
    );
  });
  it('accepts slashes, dots, single digits, a T and a missing time', () => {
    const at = (text: string) => parseChinaDateText(text, 'datetime');
    expect(at('2026/1/2 8:05')).toEqual(at('2026-01-02 08:05'));
    expect(at('2026.01.02T08:05')).toEqual(at('2026-01-02 08:05'));
    expect(at('2026-01-02')).toEqual({ kind: 'valid', value: day(2026, 1, 2) });
  });
  it('refuses malformed text and impossible dates', () => {
    for (const text of [
      '2026-13-01',
      '2026-02-29',
      '2026-04-31',
      '2026-01-01 24:00',
      '26-1-1',
      'now',
    ])
      expect(parseChinaDateText(text, 'datetime'), text).toEqual({ kind: 'invalid' });
    expect(parseChinaDateText('2028-02-29', 'date').kind).toBe('valid');
  });
  it('refuses a time in date mode and reads blank text as empty', () => {
    expect(parseChinaDateText('2026-01-02 08:00', 'date')).toEqual({ kind: 'invalid' });
    expect(parseChinaDateText('  ', 'date')).toEqual({ kind: 'empty' });
  });
});

describe('monthGrid', () => {
  it('shows six Monday-first weeks around the month', () => {
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(6);
    // 1 November 2026 is a Sunday: the grid starts on Monday 26 October.
    expect(weeks[0]![0]).toMatchObject({ month: 10, day: 26, inMonth: false });
    expect(weeks[0]![6]).toMatchObject({ month: 11, day: 1, inMonth: true });
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
    expect(
      weeks.flat().every((d, i, all) => i === 0 || d.start - all[i - 1]!.start === DAY_MS),
    ).toBe(true);
  });
  it('starts its days at China midnight', () => {
    const first = monthGrid({ year: 2026, month: 3 })[0]![0]!;
    expect(formatChinaTime(first.start, 'YYYY-MM-DD HH:mm')).toBe('2026-02-23 00:00');
  });
});

describe('month arithmetic', () => {
  it('wraps years and clamps to the month length', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonths(day(2026, 1, 31), 1)).toBe(day(2026, 2, 28));
    expect(shiftMonths(day(2024, 2, 29), 12)).toBe(day(2025, 2, 28));
  });
  it('finds the China day and weekday whatever the host zone', () => {
    const lateEvening = fromChinaParts({ year: 2026, month: 11, day: 22, hour: 23, minute: 59 });
    expect(chinaDayStart(lateEvening)).toBe(day(2026, 11, 22));
    expect(weekdayIndex(day(2026, 11, 22))).toBe(6); // Sunday
    expect(weekdayIndex(day(2026, 11, 23))).toBe(0); // Monday
  });
});

describe('limits', () => {
  const min = fromChinaParts({ year: 2026, month: 11, day: 10, hour: 12 });
  const max = fromChinaParts({ year: 2026, month: 11, day: 20, hour: 12 });
  const limits = { min, max, disabledDate: (d: number) => weekdayIndex(d) === 5 };

  it('disables the days with no allowed moment', () => {
    expect(isDayDisabled(day(2026, 11, 9), limits)).toBe(true);
    expect(isDayDisabled(day(2026, 11, 10), limits)).toBe(false); // the afternoon is allowed
    expect(isDayDisabled(day(2026, 11, 20), limits)).toBe(false);
    expect(isDayDisabled(day(2026, 11, 21), limits)).toBe(true);
    expect(isDayDisabled(day(2026, 11, 14), limits)).toBe(true); // a Saturday
  });
  it('says why a moment is refused and clamps into range', () => {
    expect(limitProblem(min - 1, limits)).toBe('before-min');
    expect(limitProblem(max + 1, limits)).toBe('after-max');
    expect(limitProblem(day(2026, 11, 14) + 3_600_000, limits)).toBe('unavailable');
    expect(limitProblem(min, limits)).toBeNull();
    expect(clampToLimits(0, limits)).toBe(min);
    expect(clampToLimits(Number.MAX_SAFE_INTEGER, limits)).toBe(max);
  });
});
