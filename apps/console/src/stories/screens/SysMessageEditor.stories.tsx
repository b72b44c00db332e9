import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atTime, STORY_NOW } from '../clock';
import { loadingScreenHandlers, screenHandlers } from '../handlers';
import { exampleSystemMessage, systemMessageHandlers } from '../messages';
import { expectField, expectRetry, expectText } from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * A system message in its editor (`/message/{id}`, `/message/create`):
 * `GET /v1/admin/system-message/{id}` answered with the contract's example SystemMessage.
 */
const meta = {
  title: 'Screens/Message/Message editor',
  component: ScreenStory,
  beforeEach: atTime(STORY_NOW),
  args: { path: `/message/${exampleSystemMessage().id}` },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(systemMessageHandlers('found')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Existing: Story = {
  play: expectField(/^(Title|标题)/, exampleSystemMessage().title),
};

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: Existing.play };

export const New: Story = {
  args: { path: '/message/create' },
  play: expectField(/^(Title|标题)/, ''),
};

export const NotFound: Story = {
  name: 'Not found',
  parameters: { msw: { handlers: screenHandlers(systemMessageHandlers('missing')) } },
  play: expectText(/^(Message not found|消息不存在)$/),
};

// Every call hangs: the page's heading with a busy spinner.
export const Loading: Story = {
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'heading',
      { level: 1, name: /^(Edit system message|编辑系统消息)$/ },
      {
        timeout: 15_000,
      },
    );
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

// The read failed at the server (not a missing message): the server's message and Retry.
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(systemMessageHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(The message could not be loaded|消息加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};

export const NewChinese: Story = {
  name: 'New (Chinese)',
  args: { path: '/message/create' },
  globals: { locale: 'zh-CN' },
  play: New.play,
};
