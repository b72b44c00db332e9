import { errorMessage } from '@newsdesk/api-client';
import {
  chinaMonthStart,
  chinaNextMonthStart,
  EventListTable,
  Pagination,
  type EventListFilterValues,
  type EventListItem,
  useTranslation,
} from '@newsdesk/ui';
import { useNavigate } from 'react-router';
import {
  EVENT_LIST_PAGE_SIZE,
  useCalendarChoices,
  useCalendarEventList,
  type CalendarEventRow,
} from '../../../data/calendarConfig';
import { useListUrl, urlPaging } from '../../../data/list';
import { Page } from '../config/calendarPage';
import { eventListUrlCodec, type EventListUrlState } from './eventListUrl';

const item = (e: CalendarEventRow): EventListItem => ({
  id: e.id,
  title: e.title,
  display_time: e.display_time,
  time_format: e.time_format,
  importance: e.importance,
  status: e.status,
  country: e.country ?? null,
  event: e.event ?? null,
  source: e.source ?? null,
  forecast: e.forecast ?? null,
  previous: e.previous ?? null,
  actual: e.actual ?? null,
  unit: e.unit ?? null,
  calendar: e.calendar ? { id: e.calendar.id, name: e.calendar.name } : null,
});

const filtersOf = (s: EventListUrlState): EventListFilterValues => ({
  calendar: s.calendar,
  country: s.country,
  importance: s.importance,
  range: s.start !== null && s.end !== null ? { start: s.start, end: s.end } : null,
  keyword: s.k,
});

/**
 * /content/calendar/event/list (content §2 "event list", calls designed here): live events of every
 * calendar, earliest first, filtered by calendar, country or region, importance, China dates and
 * keyword (all in the URL), 20 a page; an event opens in the events page's editor.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const url = useListUrl(eventListUrlCodec);
  const { state } = url;
  const calendars = useCalendarChoices();
  const list = useCalendarEventList({
    calendar: state.calendar,
    country: state.country,
    importance: state.importance,
    start: state.start,
    end: state.end,
    keyword: state.k,
    page: state.page,
  });
  return (
    <Page>
      <h1>{t('calcfg-events-title')}</h1>
      <EventListTable
        events={list.events.map(item)}
        filters={filtersOf(state)}
        onFiltersChange={(f) =>
          url.setState({
            calendar: f.calendar,
            country: f.country,
            importance: f.importance,
            start: f.range?.start ?? null,
            end: f.range?.end ?? null,
            k: f.keyword,
            page: 1,
          })
        }
        calendars={calendars}
        loading={list.loading}
        error={list.error ? errorMessage(list.error) : undefined}
        onOpen={(e) => {
          const start = chinaMonthStart(e.display_time);
          const end = chinaNextMonthStart(e.display_time);
          void navigate(`/content/events?view=list&start=${start}&end=${end}&id=${e.id}`);
        }}
        paging={
          list.total > EVENT_LIST_PAGE_SIZE ? (
            <Pagination
              {...urlPaging(url, state)}
              total={list.total}
              pageSize={EVENT_LIST_PAGE_SIZE}
            />
          ) : null
        }
      />
    </Page>
  );
}
