import { useState, type ComponentPropsWithRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { StatusBadge } from '../../feedback/StatusBadge';
import { DateRangePicker, type DateRange } from '../../inputs/DateRangePicker';
import { Select } from '../../inputs/Select';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { formatChinaTime } from '../../utils/chinaTime';
import {
  COUNTRIES,
  IMPORTANCES,
  STARS,
  type CalendarEventItem,
  type CalendarImportance,
} from '../calendarModel';
import { CalBar, CalRoot, CalTable } from '../CalendarTable/CalendarTable.styles';
import { countryKey } from '../EventCalendar';

/** A row of the event list: an event with the calendar it was made in (null: made on its own). */
export interface EventListItem extends CalendarEventItem {
  source?: string | null;
  /** Unit of the figures, e.g. `%` (copied from the template the event was made from). */
  unit?: string | null;
  calendar?: { id: string; name: string } | null;
}

/** The event list's filters (from the URL). Dates are China days. */
export interface EventListFilterValues {
  calendar: string | null;
  country: string | null;
  importance: CalendarImportance | null;
  range: DateRange | null;
  keyword: string;
}

export const emptyEventListFilters = (): EventListFilterValues => ({
  calendar: null,
  country: null,
  importance: null,
  range: null,
  keyword: '',
});

export interface EventListTableProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** The events of the current page, in display order. */
  events: readonly EventListItem[];
  /** The applied filters: calendar, country, importance, date range and keyword. */
  filters: EventListFilterValues;
  /** Applies changed filters (a select at once, the keyword on Enter). */
  onFiltersChange: (filters: EventListFilterValues) => void;
  /** The calendars to filter by. */
  calendars: readonly { id: string; name: string }[];
  /** Loading: placeholder rows while there is nothing yet, a busy region after (default false). */
  loading?: boolean;
  /** A failed load's message, shown instead of the rows. */
  error?: ReactNode;
  /** Opens an event (its editor on the events page). */
  onOpen: (event: EventListItem) => void;
  /** Under the table: the list's paging. */
  paging?: ReactNode;
  /** Now, for the date picker's today mark (deterministic stories). */
  now?: number;
}

/**
 * The event list across calendars (/content/calendar/event/list, designed here): filters by
 * calendar, country or region, importance, China dates and keyword; rows with the China time
 * (GMT+8, the date only for date-only events), calendar, country, title, importance, figures and
 * status.
 */
export function EventListTable({
  events,
  filters,
  onFiltersChange,
  calendars,
  loading = false,
  error,
  onOpen,
  paging,
  now,
  ...rest
}: EventListTableProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filters.keyword);
  const [seen, setSeen] = useState(filters.keyword);
  if (seen !== filters.keyword) {
    setSeen(filters.keyword);
    setKeyword(filters.keyword);
  }
  const apply = (next: Partial<EventListFilterValues>) => onFiltersChange({ ...filters, ...next });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // What the box holds now: an Enter right after the last key may come before the render that
    // puts that key into `keyword`.
    const box = e.currentTarget.querySelector<HTMLInputElement>('input[type="search"]');
    apply({ keyword: (box?.value ?? keyword).trim() });
  };
  const narrowed =
    filters.calendar !== null ||
    filters.country !== null ||
    filters.importance !== null ||
    filters.range !== null ||
    filters.keyword !== '';

  let body: ReactNode;
  if (error && !loading) body = <EmptyState title={error} size="sm" role="alert" />;
  else if (loading && events.length === 0)
    body = (
      // Placeholder shapes, hidden from assistive technology: the live region below says "Loading…".
      <div aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  else if (events.length === 0)
    body = (
      <EmptyState
        title={narrowed ? t('calcfg-empty-search') : t('calcfg-events-empty')}
        size="sm"
        titleTag="p"
      />
    );
  else
    body = (
      <CalTable aria-label={t('calcfg-events-table')} aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th scope="col">{t('calcfg-col-time')}</th>
            <th scope="col">{t('calcfg-col-calendar')}</th>
            <th scope="col">{t('cal-field-country')}</th>
            <th scope="col">{t('cal-field-title')}</th>
            <th scope="col">{t('cal-field-importance')}</th>
            <th scope="col">{t('cal-field-forecast')}</th>
            <th scope="col">{t('cal-field-previous')}</th>
            <th scope="col">{t('cal-field-actual')}</th>
            <th scope="col">{t('cal-field-unit')}</th>
            <th scope="col">{t('calcfg-col-status')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id}>
              <td className="nd-nowrap">
                {formatChinaTime(
                  e.display_time,
                  e.time_format === 'DATE' ? 'YYYY/MM/DD' : 'YYYY/MM/DD HH:mm',
                )}
              </td>
              <td className="nd-muted">{e.calendar?.name ?? t('calcfg-no-calendar')}</td>
              <td>{e.country ? t(countryKey(e.country)) : ''}</td>
              <td>
                <button type="button" className="nd-link" onClick={() => onOpen(e)}>
                  {e.title}
                </button>
              </td>
              <td>{t('cal-importance-stars', { count: STARS[e.importance] })}</td>
              <td>{e.forecast ?? ''}</td>
              <td>{e.previous ?? ''}</td>
              <td>{e.actual ?? ''}</td>
              <td>{e.unit ?? ''}</td>
              <td>
                <StatusBadge status={e.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </CalTable>
    );

  return (
    <CalRoot {...rest}>
      <CalBar role="group" aria-label={t('calcfg-filters')}>
        <Select<string>
          label={t('calcfg-filter-calendar')}
          placeholder={t('calcfg-any')}
          clearable
          value={filters.calendar}
          onChange={(v) => apply({ calendar: v })}
          options={calendars.map((c) => ({ value: c.id, label: c.name }))}
        />
        <Select<string>
          label={t('cal-field-country')}
          placeholder={t('calcfg-any')}
          clearable
          value={filters.country}
          onChange={(v) => apply({ country: v })}
          options={COUNTRIES.map((c) => ({ value: c, label: t(countryKey(c)) }))}
        />
        <Select<CalendarImportance>
          label={t('calcfg-filter-importance')}
          placeholder={t('calcfg-any')}
          clearable
          value={filters.importance}
          onChange={(v) => apply({ importance: v })}
          options={IMPORTANCES.map((i) => ({
            value: i,
            label: t('cal-importance-stars', { count: STARS[i] }),
          }))}
        />
        <DateRangePicker
          label={t('calcfg-filter-dates')}
          clearable
          value={filters.range}
          onChange={(range) => apply({ range })}
          {...(now !== undefined ? { now } : {})}
        />
        <form role="search" onSubmit={submit} style={{ display: 'contents' }}>
          <TextInput
            label={t('calcfg-filter-keyword')}
            type="search"
            value={keyword}
            onChange={setKeyword}
          />
        </form>
        <Button onClick={() => onFiltersChange(emptyEventListFilters())} disabled={!narrowed}>
          {t('calcfg-filter-reset')}
        </Button>
      </CalBar>
      <VisuallyHidden role="status">{loading ? t('feedback-loading') : ''}</VisuallyHidden>
      {body}
      {paging}
    </CalRoot>
  );
}
