import { ChevronLeft, ChevronRight, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { VirtualList } from '../../data/VirtualList';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { StatusBadge } from '../../feedback/StatusBadge';
import type { MessageKey } from '../../foundations/i18n/messages';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime, startOfChinaDay, toChinaParts } from '../../utils/chinaTime';
import {
  byChinaDay,
  CALENDAR_VIEWS,
  calendarMonthGrid,
  STARS,
  type CalendarEventItem,
  type CalendarView,
} from '../calendarModel';
import {
  Bar,
  Cell,
  Chip,
  DayNumber,
  Grid,
  ListRow,
  More,
  Root,
  Stars,
  Views,
  Zone,
} from './EventCalendar.styles';

/** Events shown per day in the month view before "+N more" (keeps 2,000 events cheap). */
export const MONTH_CELL_LIMIT = 3;
const LIST_ROW_HEIGHT = 52;
const WEEKDAY_KEYS: readonly MessageKey[] = [
  'cal-wd-mon',
  'cal-wd-tue',
  'cal-wd-wed',
  'cal-wd-thu',
  'cal-wd-fri',
  'cal-wd-sat',
  'cal-wd-sun',
];

export interface EventCalendarProps<T extends CalendarEventItem = CalendarEventItem> extends Omit<
  ComponentPropsWithRef<'section'>,
  'title'
> {
  /** The layout shown: `month`, `week` or `list`. */
  view: CalendarView;
  /** Called with the layout the user switches to. */
  onViewChange: (view: CalendarView) => void;
  /** The range shown, ms (end exclusive), as the URL's `start` and `end`. */
  start: number;
  /** The end of the range shown, ms (exclusive), as the URL's `end`. */
  end: number;
  /** Moves to the previous (-1) or next (+1) range, or back to today (0). */
  onNavigate: (step: -1 | 0 | 1) => void;
  /** The events in the range, each placed on its China day. */
  events: readonly T[];
  /** Loading: placeholders in the days and a busy region (default false). */
  loading?: boolean;
  /** A failed load: its message instead of the events. */
  error?: ReactNode;
  /** Opens an event for editing. */
  onOpen: (event: T) => void;
  /** New event, on a day (month view: the day's 09:00 China time) or without one. */
  onCreate: (day?: number) => void;
  /** Deletes an event (list view). */
  onDelete?: (event: T) => void;
  /** "+N more" of a month day: show that day alone. */
  onShowDay?: (dayStart: number) => void;
  /** The week view's content (the weekly event list). */
  week?: ReactNode;
  /** Today, for the highlight (default now). */
  now?: number;
}

/** The time of an event in China time, or the date alone for a date-only event. */
export function eventClock(e: CalendarEventItem, withDate = false): string {
  if (e.time_format === 'DATE') return formatChinaTime(e.display_time, 'YYYY/MM/DD');
  return formatChinaTime(e.display_time, withDate ? 'YYYY/MM/DD HH:mm' : 'HH:mm');
}

/**
 * The calendar of events (content §2 /content/events): month, week and list views of one range in
 * China time (GMT+8) whatever the browser's zone, previous, today and next, new event, open and
 * delete. The month view shows three events a day and "+N more"; the list view is virtualized, so
 * thousands of events stay responsive.
 */
export function EventCalendar<T extends CalendarEventItem>({
  view,
  onViewChange,
  start,
  end,
  onNavigate,
  events,
  loading = false,
  error,
  onOpen,
  onCreate,
  onDelete,
  onShowDay,
  week,
  now: nowProp,
  ...rest
}: EventCalendarProps<T>) {
  const { t } = useTranslation();
  const [mountedAt] = useState(() => Date.now());
  const now = nowProp ?? mountedAt;
  const days = useMemo(() => byChinaDay(events), [events]);
  const label =
    view === 'month'
      ? formatChinaTime(start, 'YYYY/MM')
      : `${formatChinaTime(start, 'YYYY/MM/DD')} – ${formatChinaTime(end - 1, 'YYYY/MM/DD')}`;

  let body: ReactNode;
  if (error && !loading) body = <EmptyState title={error} size="sm" role="alert" />;
  else if (view === 'week') body = week;
  else if (view === 'month')
    body = (
      <MonthView
        start={start}
        days={days}
        loading={loading && events.length === 0}
        today={startOfChinaDay(now)}
        onOpen={onOpen}
        onCreate={onCreate}
        onShowDay={onShowDay}
      />
    );
  else
    body = (
      <VirtualList
        label={t('cal-list-label', { range: label })}
        items={events}
        getItemKey={(e) => e.id}
        itemHeight={LIST_ROW_HEIGHT}
        height="min(70vh, 720px)"
        loading={loading && events.length === 0}
        totalCount={events.length}
        empty={<EmptyState title={t('cal-empty')} size="sm" titleTag="p" />}
        renderItem={(e) => (
          <ListRow data-status={e.status}>
            <time dateTime={new Date(e.display_time).toISOString()}>{eventClock(e, true)}</time>
            <span>{e.country ? t(countryKey(e.country)) : ''}</span>
            <button type="button" className="nd-cal-title" onClick={() => onOpen(e)}>
              {e.title}
            </button>
            <Stars aria-label={t('cal-importance-stars', { count: STARS[e.importance] })}>
              {'★'.repeat(STARS[e.importance])}
            </Stars>
            <span className="nd-cal-figures">
              {t('cal-figures', {
                forecast: e.forecast ?? '–',
                previous: e.previous ?? '–',
                actual: e.actual ?? '–',
              })}
            </span>
            <StatusBadge status={e.status} />
            {onDelete ? (
              <IconButton
                label={t('cal-delete-of', { title: e.title })}
                icon={<Trash2 aria-hidden size={16} />}
                variant="ghost"
                onClick={() => onDelete(e)}
              />
            ) : (
              <span />
            )}
          </ListRow>
        )}
      />
    );

  return (
    <Root aria-labelledby="nd-cal-range" aria-busy={loading || undefined} {...rest}>
      <Bar>
        <div className="nd-cal-nav">
          <IconButton
            label={t(`cal-prev-${view}` as MessageKey)}
            icon={<ChevronLeft aria-hidden size={16} />}
            onClick={() => onNavigate(-1)}
          />
          <Button size="sm" onClick={() => onNavigate(0)}>
            {t('cal-today')}
          </Button>
          <IconButton
            label={t(`cal-next-${view}` as MessageKey)}
            icon={<ChevronRight aria-hidden size={16} />}
            onClick={() => onNavigate(1)}
          />
          <h2 id="nd-cal-range" aria-live="polite">
            {label}
          </h2>
          <Zone>GMT+8</Zone>
        </div>
        <Views role="group" aria-label={t('cal-view')}>
          {CALENDAR_VIEWS.map((v) => (
            <Button
              key={v}
              size="sm"
              variant={v === view ? 'primary' : 'secondary'}
              aria-pressed={v === view}
              onClick={() => onViewChange(v)}
            >
              {t(`cal-view-${v}` as MessageKey)}
            </Button>
          ))}
        </Views>
        <Button variant="primary" icon={<Plus aria-hidden size={16} />} onClick={() => onCreate()}>
          {t('cal-new')}
        </Button>
      </Bar>
      {body}
    </Root>
  );
}

export function countryKey(code: string): MessageKey {
  return `cal-country-${code}` as MessageKey;
}

function MonthView<T extends CalendarEventItem>({
  start,
  days,
  loading,
  today,
  onOpen,
  onCreate,
  onShowDay,
}: {
  start: number;
  days: Map<number, T[]>;
  loading: boolean;
  today: number;
  onOpen: (event: T) => void;
  onCreate: (day?: number) => void;
  onShowDay?: ((dayStart: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  const weeks = calendarMonthGrid(start);
  const month = toChinaParts(start).month;
  return (
    <Grid aria-label={t('cal-month-label', { month: formatChinaTime(start, 'YYYY/MM') })}>
      <thead>
        <tr>
          {WEEKDAY_KEYS.map((k) => (
            <th key={k} scope="col">
              {t(k)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const list = days.get(day) ?? [];
              const date = formatChinaTime(day, 'YYYY/MM/DD');
              return (
                <Cell
                  key={day}
                  data-outside={toChinaParts(day).month !== month || undefined}
                  data-today={day === today || undefined}
                  aria-label={t('cal-day-label', { date, count: list.length })}
                >
                  <DayNumber>
                    <span aria-hidden>{toChinaParts(day).day}</span>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      label={t('cal-new-on', { date })}
                      icon={<Plus aria-hidden size={14} />}
                      onClick={() => onCreate(day + 9 * 60 * 60 * 1000)}
                    />
                  </DayNumber>
                  {loading ? <Skeleton width="80%" /> : null}
                  {list.slice(0, MONTH_CELL_LIMIT).map((e) => (
                    <Chip
                      key={e.id}
                      type="button"
                      data-importance={e.importance}
                      data-status={e.status}
                      onClick={() => onOpen(e)}
                    >
                      <time>{e.time_format === 'DATE' ? t('cal-all-day') : eventClock(e)}</time>{' '}
                      {e.title}
                    </Chip>
                  ))}
                  {list.length > MONTH_CELL_LIMIT ? (
                    <More
                      type="button"
                      aria-label={t('cal-more-on', {
                        count: list.length - MONTH_CELL_LIMIT,
                        date,
                      })}
                      onClick={() => onShowDay?.(day)}
                    >
                      {t('cal-more', { count: list.length - MONTH_CELL_LIMIT })}
                    </More>
                  ) : null}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
