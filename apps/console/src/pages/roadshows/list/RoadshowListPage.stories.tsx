import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROADSHOW_TITLES, roadshowListHandlers } from '../../../stories/content';
import { screenHandlers } from '../../../stories/handlers';
import {
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectText,
} from '../../../stories/play';
import { ScreenStory } from '../../../stories/ScreenStory';

/** The roadshow list (`/content/roadshow/list`): `GET /v1/admin/roadshow/list`, starting from the contract's example row. */
const meta = {
  title: 'Screens/Content/Roadshow list',
  component: ScreenStory,
  args: { path: '/content/roadshow/list' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(roadshowListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', ROADSHOW_TITLES[0]!) };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: expectChinese(Full.play!) };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(roadshowListHandlers('empty')) } },
  play: expectText(/No roadshows yet|还没有路演/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(roadshowListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(roadshowListHandlers('error')) } },
  play: expectRetry,
};
