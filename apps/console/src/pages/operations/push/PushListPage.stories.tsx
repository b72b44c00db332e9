import type { Meta, StoryObj } from '@storybook/react-vite';
import { pushList, pushListHandlers } from '../../../stories/operations';
import { screenHandlers } from '../../../stories/handlers';
import {
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectText,
} from '../../../stories/play';
import { ScreenStory } from '../../../stories/ScreenStory';

/** The push list (`/operation/push`): `GET /v1/admin/push/umeng/list`, from the contract's example push. */
const meta = {
  title: 'Screens/Operation/Push list',
  component: ScreenStory,
  args: { path: '/operation/push' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(pushListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', pushList().items[1]!.title) };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: expectChinese(Full.play!) };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(pushListHandlers('empty')) } },
  play: expectText(/No push notifications yet|暂无推送通知/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(pushListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(pushListHandlers('error')) } },
  play: expectRetry,
};
