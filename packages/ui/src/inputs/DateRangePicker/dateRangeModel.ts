import { formatChinaTime } from '../../utils/chinaTime';
import {
  DAY_MS,
  chinaDayStart,
  isDayDisabled,
  parseChinaDateText,
  type DateLimits,
} from '../Calendar/calendarModel';

/** A range of whole China days: [start of the first day, end of the last day), in ms. */
export interface DateRange {
  start: number;
  end: number;
}

export const RANGE_PATTERN = 'YYYY-MM-DD';

/** The range covering two picked days, in either order, both included. */
export function rangeFromDays(a: number, b: number): DateRange {
  const first = chinaDayStart(Math.min(a, b));
  const last = chinaDayStart(Math.max(a, b));
  return { start: first, end: last + DAY_MS };
}

/** The start of the last day of a range (its end is exclusive). */
export function lastDayOf(range: DateRange): number {
  return chinaDayStart(range.end - 1);
}

/** The two texts a range shows. */
export function formatRange(range: DateRange | null): [string, string] {
  if (!range) return ['', ''];
  return [
    formatChinaTime(range.start, RANGE_PATTERN),
    formatChinaTime(lastDayOf(range), RANGE_PATTERN),
  ];
}

export type RangeTextResult =
  | { kind: 'empty' }
  | { kind: 'incomplete' }
  | { kind: 'invalid'; reason: 'format' | 'order' | 'unavailable' }
  | { kind: 'valid'; range: DateRange };

/**
 * Reads the typed start and end days (`YYYY-MM-DD`, China time). Both empty clears the range; one
 * empty waits for the other; the end may not precede the start; disabled days are refused.
 */
export function parseRangeTexts(
  startText: string,
  endText: string,
  limits: DateLimits,
): RangeTextResult {
  const start = parseChinaDateText(startText, 'date');
  const end = parseChinaDateText(endText, 'date');
  if (start.kind === 'invalid' || end.kind === 'invalid')
    return { kind: 'invalid', reason: 'format' };
  if (start.kind === 'empty' && end.kind === 'empty') return { kind: 'empty' };
  if (start.kind === 'empty' || end.kind === 'empty') return { kind: 'incomplete' };
  if (end.value < start.value) return { kind: 'invalid', reason: 'order' };
  if (isDayDisabled(start.value, limits) || isDayDisabled(end.value, limits))
    return { kind: 'invalid', reason: 'unavailable' };
  return { kind: 'valid', range: { start: start.value, end: end.value + DAY_MS } };
}
