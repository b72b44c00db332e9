import type { Meta, StoryObj } from '@storybook/react-vite';
import { VIDEO_TITLES, videoListHandlers } from '../../../stories/content';
import { screenHandlers } from '../../../stories/handlers';
import {
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectText,
} from '../../../stories/play';
import { ScreenStory } from '../../../stories/ScreenStory';

/** The video list (`/content/video/list`): anchor-paged rows from `GET /v1/admin/video/list`. */
const meta = {
  title: 'Screens/Content/Video list',
  component: ScreenStory,
  args: { path: '/content/video/list' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(videoListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', VIDEO_TITLES[0]!) };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: expectChinese(Full.play!) };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(videoListHandlers('empty')) } },
  play: expectText(/No videos yet|还没有视频/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(videoListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(videoListHandlers('error')) } },
  play: expectRetry,
};
