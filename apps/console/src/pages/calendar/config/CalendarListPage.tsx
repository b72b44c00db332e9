import { errorMessage } from '@newsdesk/api-client';
import { CalendarTable, Pagination, type CalendarItem, useTranslation } from '@newsdesk/ui';
import { useNavigate } from 'react-router';
import {
  CALENDAR_PAGE_SIZE,
  useCalendars,
  useConfirmedCalendarDelete,
  type Calendar,
} from '../../../data/calendarConfig';
import { useListUrl, urlPaging } from '../../../data/list';
import { useSession } from '../../../data/session';
import { calendarListUrlCodec } from './calendarListUrl';
import { Page } from './calendarPage';

export const calendarItem = (c: Calendar): CalendarItem => ({
  id: c.id,
  name: c.name,
  country: c.country ?? null,
  kind: c.kind,
  default_importance: c.default_importance,
  auto_publish: c.auto_publish,
  position: c.position,
  template_count: c.template_count,
});

/**
 * /content/calendar/list (content §2, calls designed here): the calendars by order and name, search
 * by name (`k`) and paging in the URL; a calendar opens its config (/content/calendar?id=) or its
 * event templates (/content/calendar/{id}); Admins create calendars and delete them (confirmed; the
 * row leaves at once and comes back with the reason when refused, e.g. events still made from it).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAdmin = useSession().roles.includes('Admin');
  const url = useListUrl(calendarListUrlCodec);
  const { state } = url;
  const list = useCalendars(state.k, state.page);
  const remove = useConfirmedCalendarDelete();
  return (
    <Page>
      <h1>{t('calcfg-list-title')}</h1>
      <CalendarTable
        calendars={list.calendars.map(calendarItem)}
        keyword={state.k}
        onSearch={(k) => url.setState({ k, page: 1 })}
        loading={list.loading}
        error={list.error ? errorMessage(list.error) : undefined}
        onOpenConfig={(c) => void navigate(`/content/calendar?id=${c.id}`)}
        onOpenTemplates={(c) => void navigate(`/content/calendar/${c.id}`)}
        {...(isAdmin
          ? {
              onCreate: () => void navigate('/content/calendar'),
              onDelete: (item: CalendarItem) => {
                const c = list.calendars.find((x) => x.id === item.id);
                if (!c) return;
                void remove(
                  {
                    kind: 'calendar',
                    id: c.id,
                    version: c.version,
                    name: c.name,
                    templates: c.template_count,
                  },
                  list.rows,
                );
              },
            }
          : {})}
        paging={
          list.total > CALENDAR_PAGE_SIZE ? (
            <Pagination
              {...urlPaging(url, state)}
              total={list.total}
              pageSize={CALENDAR_PAGE_SIZE}
            />
          ) : null
        }
      />
    </Page>
  );
}
