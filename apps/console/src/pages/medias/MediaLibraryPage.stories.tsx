import type { Meta, StoryObj } from '@storybook/react-vite';
import { mediaList, mediaListHandlers } from '../../stories/content';
import { screenHandlers } from '../../stories/handlers';
import {
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectText,
} from '../../stories/play';
import { ScreenStory } from '../../stories/ScreenStory';

/** The media library (`/content/medias`): `GET /v1/admin/media`, from the contract's example Media. */
const meta = {
  title: 'Screens/Content/Media library',
  component: ScreenStory,
  args: { path: '/content/medias' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(mediaListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: expectByRole('button', `Preview ${mediaList().items[0]!.title}`),
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: expectChinese(expectByRole('button', `预览「${mediaList().items[0]!.title}」`)),
};

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(mediaListHandlers('empty')) } },
  play: expectText(/No files yet|暂无文件/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(mediaListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(mediaListHandlers('error')) } },
  play: expectRetry,
};
