import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { IconButton } from '../../primitives/IconButton';
import { toChinaParts } from '../../utils/chinaTime';
import { useControllableState } from '../../utils/useControllableState';
import { CalendarHeader, CalendarRoot, DayCell, Grid, MonthHeading } from './Calendar.styles';
import {
  DAY_MS,
  chinaDayStart,
  isDayDisabled,
  monthGrid,
  shiftMonths,
  weekdayIndex,
  type DateLimits,
} from './calendarModel';

/** Days highlighted as a range, by the start of their China day (both inclusive). */
export interface CalendarRange {
  from: number;
  to: number;
}

export interface CalendarProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'onSelect' | 'defaultValue' | 'onChange'
> {
  /** The day with the keyboard focus (its month is shown), by the start of its China day. */
  focusedDay?: number;
  /**
   * The initially focused day when `focusedDay` is not controlled (default the selected day, else
   * today).
   */
  defaultFocusedDay?: number;
  /**
   * Called with the start of the newly focused China day when the arrows, paging or a pick move the
   * focus.
   */
  onFocusedDayChange?: (dayStart: number) => void;
  /** The selected moment (any time of the day). */
  selected?: number | null;
  /** A range to highlight instead of one day. */
  range?: CalendarRange | null;
  /** Now (any time of today): today is marked. Pass it for deterministic stories and tests. */
  today: number;
  /** The earliest pickable moment (ms since the epoch); days ending before it are disabled. */
  min?: number;
  /** The latest pickable moment (ms since the epoch); days starting after it are disabled. */
  max?: number;
  /** Returns true for days that cannot be picked, given the start of their China day. */
  disabledDate?: (dayStart: number) => boolean;
  /**
   * Called with the start of the China day the user picks (click, Enter or Space); never for a
   * disabled day.
   */
  onSelect?: (dayStart: number) => void;
  /** The day under the pointer or the keyboard focus (range preview); null when it leaves. */
  onDayHover?: (dayStart: number | null) => void;
  /** Reaches the focusable day (a popover focuses it when it opens). */
  focusRef?: Ref<HTMLTableCellElement>;
}

const UTC = 'UTC';

/**
 * A month grid in China time, Monday first (the ARIA date grid): arrows move by day and week,
 * Home/End to the week's ends, PageUp/PageDown by month (with Shift by year), Enter or Space picks.
 * Today is marked with `aria-current="date"`; days outside `min`/`max` or `disabledDate` are
 * disabled.
 */
export function Calendar({
  focusedDay,
  defaultFocusedDay,
  onFocusedDayChange,
  selected = null,
  range = null,
  today,
  min,
  max,
  disabledDate,
  onSelect,
  onDayHover,
  focusRef,
  ...rest
}: CalendarProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const headingId = useId();
  const todayStart = chinaDayStart(today);
  const [focused, setFocused] = useControllableState({
    value: focusedDay,
    defaultValue: defaultFocusedDay ?? (selected !== null ? chinaDayStart(selected) : todayStart),
    onChange: onFocusedDayChange,
  });
  const limits: DateLimits = { min, max, disabledDate };
  const month = toChinaParts(focused);
  const weeks = useMemo(
    () => monthGrid({ year: month.year, month: month.month }),
    [month.year, month.month],
  );
  const selectedStart = selected !== null ? chinaDayStart(selected) : null;

  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: UTC }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: UTC }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: UTC }),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'Asia/Shanghai' }),
    }),
    [locale],
  );
  // 1 January 2024 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));

  // Move DOM focus with the focused day only when the keyboard moved it.
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  const dayFrom = (event: SyntheticEvent): number | null => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-day]');
    return cell ? Number(cell.dataset.day) : null;
  };

  const pick = (day: number) => {
    if (isDayDisabled(day, limits)) return;
    setFocused(day);
    onSelect?.(day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowLeft':
        next = focused - DAY_MS;
        break;
      case 'ArrowRight':
        next = focused + DAY_MS;
        break;
      case 'ArrowUp':
        next = focused - 7 * DAY_MS;
        break;
      case 'ArrowDown':
        next = focused + 7 * DAY_MS;
        break;
      case 'Home':
        next = focused - weekdayIndex(focused) * DAY_MS;
        break;
      case 'End':
        next = focused + (6 - weekdayIndex(focused)) * DAY_MS;
        break;
      case 'PageUp':
        next = shiftMonths(focused, event.shiftKey ? -12 : -1);
        break;
      case 'PageDown':
        next = shiftMonths(focused, event.shiftKey ? 12 : 1);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        pick(focused);
        return;
      default:
        return;
    }
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
    onDayHover?.(next);
  };

  const rangeState = (day: number): 'start' | 'middle' | 'end' | undefined => {
    if (!range) return undefined;
    const from = Math.min(range.from, range.to);
    const to = Math.max(range.from, range.to);
    if (day === from) return 'start';
    if (day === to) return 'end';
    return day > from && day < to ? 'middle' : undefined;
  };

  return (
    <CalendarRoot {...rest}>
      <CalendarHeader>
        <IconButton
          size="sm"
          label={t('datepicker-previous-year')}
          icon={<ChevronsLeft aria-hidden="true" />}
          onClick={() => setFocused(shiftMonths(focused, -12))}
        />
        <IconButton
          size="sm"
          label={t('datepicker-previous-month')}
          icon={<ChevronLeft aria-hidden="true" />}
          onClick={() => setFocused(shiftMonths(focused, -1))}
        />
        <MonthHeading id={headingId} aria-live="polite">
          {formats.month.format(new Date(Date.UTC(month.year, month.month - 1, 1)))}
        </MonthHeading>
        <IconButton
          size="sm"
          label={t('datepicker-next-month')}
          icon={<ChevronRight aria-hidden="true" />}
          onClick={() => setFocused(shiftMonths(focused, 1))}
        />
        <IconButton
          size="sm"
          label={t('datepicker-next-year')}
          icon={<ChevronsRight aria-hidden="true" />}
          onClick={() => setFocused(shiftMonths(focused, 12))}
        />
      </CalendarHeader>
      <Grid
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          const day = dayFrom(event);
          if (day !== null) pick(day);
        }}
        onMouseOver={(event) => onDayHover?.(dayFrom(event))}
        onMouseLeave={() => onDayHover?.(null)}
        onFocus={(event) => {
          const day = dayFrom(event);
          if (day !== null) onDayHover?.(day);
        }}
      >
        <thead>
          <tr>
            {weekdays.map((d) => (
              <th key={d.getTime()} scope="col" abbr={formats.weekdayLong.format(d)}>
                {formats.weekdayShort.format(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.start}>
              {week.map((day) => {
                const disabled = isDayDisabled(day.start, limits);
                const inRange = rangeState(day.start);
                const isSelected = day.start === selectedStart || inRange !== undefined;
                const isFocused = day.start === focused;
                return (
                  <DayCell
                    key={day.start}
                    ref={isFocused ? focusRef : undefined}
                    role="gridcell"
                    data-day={day.start}
                    tabIndex={isFocused ? 0 : -1}
                    aria-selected={isSelected}
                    aria-disabled={disabled || undefined}
                    aria-current={day.start === todayStart ? 'date' : undefined}
                    aria-label={formats.day.format(new Date(day.start))}
                    data-outside={!day.inMonth || undefined}
                    data-selected={day.start === selectedStart || undefined}
                    data-range={inRange}
                    data-range-end={
                      range && inRange === 'start' && range.from === range.to ? true : undefined
                    }
                  >
                    {day.day}
                  </DayCell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </CalendarRoot>
  );
}
