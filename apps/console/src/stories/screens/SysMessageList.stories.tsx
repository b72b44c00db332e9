import type { Meta, StoryObj } from '@storybook/react-vite';
import { atTime, STORY_NOW } from '../clock';
import { screenHandlers } from '../handlers';
import { systemMessageList, systemMessageListHandlers } from '../messages';
import { expectByRole, expectLoading, expectRetry, expectText } from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The system messages (`/message/system`): `GET /v1/admin/system-messages`, rows from the
 * contract's example SystemMessage (published, draft with a sending time, deleted).
 */
const meta = {
  title: 'Screens/Message/System messages',
  component: ScreenStory,
  beforeEach: atTime(STORY_NOW),
  args: { path: '/message/system' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(systemMessageListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', systemMessageList().items[1]!.title) };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: Full.play };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(systemMessageListHandlers('empty')) } },
  play: expectText(/No system messages yet|暂无系统消息/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(systemMessageListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(systemMessageListHandlers('error')) } },
  play: expectRetry,
};
