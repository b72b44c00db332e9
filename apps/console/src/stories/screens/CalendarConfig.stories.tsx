import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  calendarHandlers,
  calendarListHandlers,
  calendars,
  calendarTemplates,
  eventListHandlers,
  eventListRows,
} from '../calendar';
import { atTime, STORY_NOW } from '../clock';
import { screenHandlers } from '../handlers';
import {
  expectAlert,
  expectAnyByRole,
  expectField,
  expectLoading,
  expectRetry,
  expectText,
} from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The calendar config screens (GraphQL designed here, issue #12): the calendars
 * (`/content/calendar/list`, `Calendars`), a calendar's config (`/content/calendar?id=`, none for a
 * new one; `Calendar`), its event templates (`/content/calendar/{id}`, `Calendar` with its
 * templates) and the event list across calendars (`/content/calendar/event/list`,
 * `CalendarEventList`). The signed-in story user is an Admin.
 */
const first = calendars()[0]!;

const meta = {
  title: 'Screens/Content/Calendar config',
  component: ScreenStory,
  args: { path: '/content/calendar/list' },
  beforeEach: atTime(STORY_NOW),
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(calendarListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Calendars: Story = { play: expectAnyByRole('row', calendars()[1]!.name) };

export const CalendarsChinese: Story = {
  name: 'Calendars (Chinese)',
  globals: { locale: 'zh-CN' },
  play: Calendars.play,
};

export const CalendarsEmpty: Story = {
  name: 'Calendars empty',
  parameters: { msw: { handlers: screenHandlers(calendarListHandlers('empty')) } },
  play: expectText(/^(No calendars yet|还没有日历)$/),
};

export const CalendarsLoading: Story = {
  name: 'Calendars loading',
  parameters: { msw: { handlers: screenHandlers(calendarListHandlers('loading')) } },
  play: expectLoading,
};

export const CalendarsLoadFailed: Story = {
  name: 'Calendars load failed',
  parameters: { msw: { handlers: screenHandlers(calendarListHandlers('error')) } },
  play: expectAlert(/API service error/),
};

/** An existing calendar's config, editable by an Admin. */
export const Config: Story = {
  args: { path: `/content/calendar?id=${first.id}` },
  parameters: { msw: { handlers: screenHandlers(calendarHandlers('full')) } },
  play: expectField(/^(Name|名称)/, first.name),
};

export const ConfigChinese: Story = {
  name: 'Config (Chinese)',
  args: { path: `/content/calendar?id=${first.id}` },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(calendarHandlers('full')) } },
  play: Config.play,
};

// The calendar never answers: the heading over a spinner.
export const ConfigLoading: Story = {
  name: 'Config loading',
  args: { path: `/content/calendar?id=${first.id}` },
  parameters: { msw: { handlers: screenHandlers(calendarHandlers('loading')) } },
  play: expectLoading,
};

// The read failed at the server (not a missing calendar): the server's message and Retry.
export const ConfigLoadFailed: Story = {
  name: 'Config load failed',
  args: { path: `/content/calendar?id=${first.id}` },
  parameters: { msw: { handlers: screenHandlers(calendarHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(The calendar could not be loaded|日历加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};

export const NewCalendar: Story = {
  name: 'New calendar',
  args: { path: '/content/calendar' },
  parameters: { msw: { handlers: screenHandlers(calendarHandlers('full')) } },
  play: expectField(/^(Name|名称)/, ''),
};

export const ConfigNotFound: Story = {
  name: 'Config not found',
  args: { path: '/content/calendar?id=999' },
  parameters: { msw: { handlers: screenHandlers(calendarHandlers('full')) } },
  play: expectAlert(/^(Calendar not found|找不到该日历)$/),
};

/** The first calendar's event templates, the first one open in the form. */
export const Templates: Story = {
  args: { path: `/content/calendar/${first.id}` },
  parameters: { msw: { handlers: screenHandlers(calendarHandlers('full')) } },
  play: expectField(/^(Title pattern|标题模板)/, calendarTemplates(first)[0]!.title_pattern),
};

export const TemplatesChinese: Story = {
  name: 'Templates (Chinese)',
  args: { path: `/content/calendar/${first.id}` },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(calendarHandlers('full')) } },
  play: Templates.play,
};

/** A calendar without templates: it says so and opens a new template. */
export const TemplatesEmpty: Story = {
  name: 'Templates empty',
  args: { path: `/content/calendar/${calendars()[3]!.id}` },
  parameters: { msw: { handlers: screenHandlers(calendarHandlers('full')) } },
  play: expectText(/^(No templates in this calendar yet|此日历还没有模板)$/),
};

// The calendar's read never answers: the templates' spinner says what is loading (a status).
export const TemplatesLoading: Story = {
  name: 'Templates loading',
  args: { path: `/content/calendar/${first.id}` },
  parameters: { msw: { handlers: screenHandlers(calendarHandlers('loading')) } },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(
          within(canvasElement)
            .getAllByRole('status')
            .some((s) => /^(Event templates|事件模板)$/.test(s.textContent ?? '')),
        ).toBe(true),
      { timeout: 10_000 },
    );
  },
};

export const TemplatesLoadFailed: Story = {
  name: 'Templates load failed',
  args: { path: `/content/calendar/${first.id}` },
  parameters: { msw: { handlers: screenHandlers(calendarHandlers('error')) } },
  play: expectAlert(/API service error/),
};

export const EventList: Story = {
  name: 'Event list',
  args: { path: '/content/calendar/event/list' },
  parameters: { msw: { handlers: screenHandlers(eventListHandlers('full')) } },
  play: expectAnyByRole('row', eventListRows()[1]!.title),
};

export const EventListChinese: Story = {
  name: 'Event list (Chinese)',
  args: { path: '/content/calendar/event/list' },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(eventListHandlers('full')) } },
  play: EventList.play,
};

export const EventListLoading: Story = {
  name: 'Event list loading',
  args: { path: '/content/calendar/event/list' },
  parameters: { msw: { handlers: screenHandlers(eventListHandlers('loading')) } },
  play: expectLoading,
};

export const EventListEmpty: Story = {
  name: 'Event list empty',
  args: { path: '/content/calendar/event/list' },
  parameters: { msw: { handlers: screenHandlers(eventListHandlers('empty')) } },
  play: expectText(/^(No events|没有事件)$/),
};

export const EventListLoadFailed: Story = {
  name: 'Event list load failed',
  args: { path: '/content/calendar/event/list' },
  parameters: { msw: { handlers: screenHandlers(eventListHandlers('error')) } },
  play: expectAlert(/API service error/),
};
