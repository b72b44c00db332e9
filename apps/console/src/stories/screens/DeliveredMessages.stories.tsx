import type { Meta, StoryObj } from '@storybook/react-vite';
import { atTime, STORY_NOW } from '../clock';
import { screenHandlers } from '../handlers';
import { deliveredMessageHandlers, systemMessageList } from '../messages';
import { expectAnyByRole, expectLoading, expectRetry, expectText } from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The delivered system messages as the apps show them (`/message/systemmessage`:
 * `GET /v1/admin/system-messages?delivered=true`, the story messages already sent).
 */
const meta = {
  title: 'Screens/Message/Delivered messages',
  component: ScreenStory,
  beforeEach: atTime(STORY_NOW),
  args: { path: '/message/systemmessage' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(deliveredMessageHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: expectAnyByRole('heading', systemMessageList().items[2]!.title),
};

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: Full.play };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(deliveredMessageHandlers('empty')) } },
  play: expectText(/^(No delivered messages|暂无已送达消息)$/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(deliveredMessageHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(deliveredMessageHandlers('error')) } },
  play: expectRetry,
};
