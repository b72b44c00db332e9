import type { Meta, StoryObj } from '@storybook/react-vite';
import { LINK_TITLES, linkListHandlers } from '../../stories/content';
import { screenHandlers } from '../../stories/handlers';
import {
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectText,
} from '../../stories/play';
import { ScreenStory } from '../../stories/ScreenStory';

/** The link list (`/content/link/list`): `GET /link` on the second host, from the contract's example Link. */
const meta = {
  title: 'Screens/Content/Link list',
  component: ScreenStory,
  args: { path: '/content/link/list' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(linkListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', LINK_TITLES[0]!) };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: expectChinese(Full.play!) };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(linkListHandlers('empty')) } },
  play: expectText(/No links yet|暂无链接/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(linkListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(linkListHandlers('error')) } },
  play: expectRetry,
};
