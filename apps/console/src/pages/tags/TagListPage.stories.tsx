import type { Meta, StoryObj } from '@storybook/react-vite';
import { tagListHandlers } from '../../stories/content';
import { screenHandlers } from '../../stories/handlers';
import {
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectText,
} from '../../stories/play';
import { ScreenStory } from '../../stories/ScreenStory';

/** The tag list (`/content/tags`): `POST /tag/query` on the second host and the hot search words entry. */
const meta = {
  title: 'Screens/Content/Tag list',
  component: ScreenStory,
  args: { path: '/content/tags' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(tagListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', 'Kweichow Moutai') };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: expectChinese(Full.play!) };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(tagListHandlers('empty')) } },
  play: expectText(/No tags yet|暂无标签/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(tagListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(tagListHandlers('error')) } },
  play: expectRetry,
};
