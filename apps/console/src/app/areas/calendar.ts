import { withMessages, type PageModule } from '../pageModule';
import type { ScreenId } from '../routes';

/**
 * The built pages of one area, by screen id. Calendar events, topics (Treasury, FAQ, Roadmap), calendar list, config, templates and event list (issue #12).
 * The route table (`routes.tsx`) owns paths, widths and sidebar places; an area only adds its pages
 * here, so areas never edit the same file. The `desk` messages carry the weekly event list's texts.
 */
export const pages: Partial<Record<ScreenId, PageModule>> = {
  events: withMessages(() => import('../../pages/calendar/events/EventsPage'), 'calendar', 'desk'),
  'event-topics': withMessages(() => import('../../pages/calendar/topics/TopicsPage'), 'calendar'),
  'calendar-list': withMessages(
    () => import('../../pages/calendar/config/CalendarListPage'),
    'calendar',
  ),
  'calendar-config': withMessages(
    () => import('../../pages/calendar/config/CalendarConfigPage'),
    'calendar',
  ),
  'calendar-template': withMessages(
    () => import('../../pages/calendar/templates/TemplatesPage'),
    'calendar',
  ),
  'calendar-events': withMessages(
    () => import('../../pages/calendar/eventlist/EventListPage'),
    'calendar',
  ),
};
