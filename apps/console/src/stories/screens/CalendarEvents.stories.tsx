import type { Meta, StoryObj } from '@storybook/react-vite';
import { calendarEventHandlers, calendarTopicHandlers, calendarTopics } from '../calendar';
import { atTime, STORY_NOW } from '../clock';
import { screenHandlers } from '../handlers';
import { expectAnyByRole, expectBusy, expectChinese, expectLoadError, expectText } from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The calendar screens: the events of the month (`/content/events`, GraphQL `CalendarEvents`, the
 * month around the stories' fixed clock, May 2024) and the calendar topics
 * (`/content/events/topic/list`, `CalendarTopics`, the Treasury tab).
 */
const meta = {
  title: 'Screens/Content/Calendar',
  component: ScreenStory,
  args: { path: '/content/events' },
  beforeEach: atTime(STORY_NOW),
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(calendarEventHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = { play: expectAnyByRole('button', /Retail sales YoY/) };

export const MonthChinese: Story = {
  name: 'Month (Chinese)',
  globals: { locale: 'zh-CN' },
  play: Month.play,
};

// A month without events: the empty grid, and the screen says so under it.
export const MonthEmpty: Story = {
  name: 'Month empty',
  parameters: { msw: { handlers: screenHandlers(calendarEventHandlers('empty')) } },
  play: expectText(/^(No events in this range|此时间段内没有事件)$/),
};

// The month's read never answers: the calendar (named by its month) is busy.
export const MonthLoading: Story = {
  name: 'Month loading',
  parameters: { msw: { handlers: screenHandlers(calendarEventHandlers('loading')) } },
  play: expectBusy('region', /^2024\/05$/),
};

export const MonthLoadFailed: Story = {
  name: 'Month load failed',
  parameters: { msw: { handlers: screenHandlers(calendarEventHandlers('error')) } },
  play: expectLoadError,
};

export const Topics: Story = {
  args: { path: '/content/events/topic/list' },
  parameters: { msw: { handlers: screenHandlers(calendarTopicHandlers('full')) } },
  play: expectAnyByRole('row', calendarTopics()[1]!.name),
};

export const TopicsChinese: Story = {
  name: 'Topics (Chinese)',
  args: { path: '/content/events/topic/list' },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(calendarTopicHandlers('full')) } },
  play: expectChinese(Topics.play!),
};

// The topics' read never answers: placeholder rows in the table.
export const TopicsLoading: Story = {
  name: 'Topics loading',
  args: { path: '/content/events/topic/list' },
  parameters: { msw: { handlers: screenHandlers(calendarTopicHandlers('loading')) } },
  play: expectBusy(),
};

export const TopicsEmpty: Story = {
  name: 'Topics empty',
  args: { path: '/content/events/topic/list' },
  parameters: { msw: { handlers: screenHandlers(calendarTopicHandlers('empty')) } },
  play: expectText(/^(No topics in this tab|此标签页下没有专题)$/),
};

export const TopicsLoadFailed: Story = {
  name: 'Topics load failed',
  args: { path: '/content/events/topic/list' },
  parameters: { msw: { handlers: screenHandlers(calendarTopicHandlers('error')) } },
  play: expectLoadError,
};
