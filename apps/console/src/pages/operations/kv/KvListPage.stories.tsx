import type { Meta, StoryObj } from '@storybook/react-vite';
import { kvList, kvListHandlers } from '../../../stories/operations';
import { screenHandlers } from '../../../stories/handlers';
import {
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectText,
} from '../../../stories/play';
import { ScreenStory } from '../../../stories/ScreenStory';

/** The key-value list (`/operation/kv`): `GET /v1/admin/kv/list`, from the contract's example entry. */
const meta = {
  title: 'Screens/Operation/Key-value list',
  component: ScreenStory,
  args: { path: '/operation/kv' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(kvListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', kvList().items[0]!.key) };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: expectChinese(Full.play!) };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(kvListHandlers('empty')) } },
  play: expectText(/No key-value entries yet|暂无键值配置/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(kvListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(kvListHandlers('error')) } },
  play: expectRetry,
};
