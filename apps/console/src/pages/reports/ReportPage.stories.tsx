import type { Meta, StoryObj } from '@storybook/react-vite';
import { REPORT_TITLES, reportListHandlers } from '../../stories/content';
import { screenHandlers } from '../../stories/handlers';
import {
  expectByRole,
  expectChinese,
  expectLoadError,
  expectLoading,
  expectText,
} from '../../stories/play';
import { ScreenStory } from '../../stories/ScreenStory';

/** The reports screen (`/content/report`): the list is GraphQL `ContentList` (kinds REPORT). */
const meta = {
  title: 'Screens/Content/Reports',
  component: ScreenStory,
  args: { path: '/content/report' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(reportListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', REPORT_TITLES[0]!) };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: expectChinese(Full.play!) };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(reportListHandlers('empty')) } },
  play: expectText(/No reports yet|还没有研报/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(reportListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(reportListHandlers('error')) } },
  // The report list shows the error without a Retry button (ReportPage passes no `onRetry`).
  play: expectLoadError,
};
