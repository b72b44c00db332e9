// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromChinaParts } from '../../utils/chinaTime';
import { formatRange, lastDayOf, parseRangeTexts, rangeFromDays } from './dateRangeModel';

const day = (d: number, m = 11) => fromChinaParts({ year: 2026, month: m, day: d });

describe('date ranges', () => {
  it('cover [start of the first day, end of the last day) in either pick order', () => {
    expect(rangeFromDays(day(16), day(10))).toEqual({ start: day(10), end: day(17) });
    expect(rangeFromDays(day(10) + 5_000, day(10))).toEqual({ start: day(10), end: day(11) });
    expect(lastDayOf({ start: day(10), end: day(17) })).toBe(day(16));
    expect(formatRange({ start: day(30), end: day(2, 12) })).toEqual(['2026-11-30', '2026-12-01']);
    expect(formatRange(null)).toEqual(['', '']);
  });

  it('read typed days', () => {
    expect(parseRangeTexts('2026-11-01', '2026-11-30', {})).toEqual({
      kind: 'valid',
      range: { start: day(1), end: day(1, 12) },
    });
    expect(parseRangeTexts('', '', {})).toEqual({ kind: 'empty' });
    expect(parseRangeTexts('2026-11-01', '', {})).toEqual({ kind: 'incomplete' });
    expect(parseRangeTexts('2026-11-31', '2026-12-01', {})).toEqual({
      kind: 'invalid',
      reason: 'format',
    });
    expect(parseRangeTexts('2026-11-20', '2026-11-02', {})).toEqual({
      kind: 'invalid',
      reason: 'order',
    });
    expect(parseRangeTexts('2026-11-01', '2026-11-05', { max: day(3) })).toEqual({
      kind: 'invalid',
      reason: 'unavailable',
    });
  });
});
