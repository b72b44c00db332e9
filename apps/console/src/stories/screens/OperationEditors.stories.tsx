import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadingScreenHandlers, screenHandlers } from '../handlers';
import { kvEntryHandlers, kvList, pushDetail, pushDetailHandlers } from '../operations';
import {
  expectBusyScreen,
  expectByRole,
  expectChinese,
  expectField,
  expectRetry,
  expectText,
} from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * The operation screens that open one record: a new push (`/operation/push/create`), a sent push
 * and a scheduled one (`/operation/push/{id}`, `GET /v1/admin/push/umeng/{id}/detail`), and a
 * key-value entry (`/operation/kv/{key}`, `GET /v1/admin/kv/{key}`, the contract's example) or a
 * key not found.
 */
const meta = {
  title: 'Screens/Operation/Editors',
  component: ScreenStory,
  args: { path: '/operation/push/create' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(pushDetailHandlers()) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewPush: Story = {
  name: 'New push',
  play: expectField(/^(Notification title|通知标题)/, ''),
};

export const SentPush: Story = {
  name: 'Sent push',
  args: { path: `/operation/push/${pushDetail('sent').id}` },
  play: expectText(new RegExp(`^${pushDetail('sent').title}$`)),
};

export const ScheduledPush: Story = {
  name: 'Scheduled push',
  args: { path: `/operation/push/${pushDetail('scheduled').id}` },
  parameters: { msw: { handlers: screenHandlers(pushDetailHandlers('scheduled')) } },
  play: expectByRole('button', /^(Cancel push|取消推送)$/),
};

export const ScheduledPushChinese: Story = {
  name: 'Scheduled push (Chinese)',
  args: { path: `/operation/push/${pushDetail('scheduled').id}` },
  globals: { locale: 'zh-CN' },
  parameters: { msw: { handlers: screenHandlers(pushDetailHandlers('scheduled')) } },
  play: ScheduledPush.play,
};

export const KeyValueEntry: Story = {
  name: 'Key-value entry',
  args: { path: `/operation/kv/${kvList().items[0]!.key}` },
  parameters: { msw: { handlers: screenHandlers(kvEntryHandlers()) } },
  play: expectField(/^(Key|键)/, kvList().items[0]!.key),
};

export const KeyNotFound: Story = {
  name: 'Key not found',
  args: { path: '/operation/kv/no-such-key' },
  parameters: { msw: { handlers: screenHandlers(kvEntryHandlers()) } },
  play: expectText(/^(Key not found|该键不存在)$/),
};

// Every call hangs: the push page's heading while its detail loads.
export const PushLoading: Story = {
  name: 'Push loading',
  args: { path: `/operation/push/${pushDetail('sent').id}` },
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: expectBusyScreen(/^(Push detail|推送详情)$/),
};

// The read failed at the server: the server's message and Retry.
export const PushLoadFailed: Story = {
  name: 'Push load failed',
  args: { path: `/operation/push/${pushDetail('sent').id}` },
  parameters: { msw: { handlers: screenHandlers(pushDetailHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/API service error|服务/)(ctx);
    await expectRetry(ctx);
  },
};

// Every call hangs: the editor's heading over a busy skeleton.
export const KeyValueLoading: Story = {
  name: 'Key-value entry loading',
  args: { path: `/operation/kv/${kvList().items[0]!.key}` },
  parameters: { msw: { handlers: loadingScreenHandlers() } },
  play: expectBusyScreen(/^(Key-value editor|键值编辑)$/),
};

// The read failed at the server (not a missing key): the server's message and Retry.
export const KeyValueLoadFailed: Story = {
  name: 'Key-value entry load failed',
  args: { path: `/operation/kv/${kvList().items[0]!.key}` },
  parameters: { msw: { handlers: screenHandlers(kvEntryHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(The entry could not be loaded|键值加载失败)$/)(ctx);
    await expectRetry(ctx);
  },
};

export const NewPushChinese: Story = {
  name: 'New push (Chinese)',
  globals: { locale: 'zh-CN' },
  play: expectChinese(NewPush.play!),
};

export const KeyValueEntryChinese: Story = {
  name: 'Key-value entry (Chinese)',
  args: { path: `/operation/kv/${kvList().items[0]!.key}` },
  globals: { locale: 'zh-CN' },
  parameters: KeyValueEntry.parameters,
  play: expectChinese(KeyValueEntry.play!),
};
