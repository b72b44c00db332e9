import type { Meta, StoryObj } from '@storybook/react-vite';
import { userListHandlers, users } from '../../../stories/people';
import { screenHandlers } from '../../../stories/handlers';
import {
  expectByRole,
  expectChinese,
  expectLoading,
  expectRetry,
  expectText,
} from '../../../stories/play';
import { ScreenStory } from '../../../stories/ScreenStory';

/** The user list (`/users/list`): `GET /v1/admin/user`, from the contract's example User. */
const meta = {
  title: 'Screens/Users/User list',
  component: ScreenStory,
  args: { path: '/users/list' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(userListHandlers('full')) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = { play: expectByRole('row', users()[1]!.nickname) };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, play: expectChinese(Full.play!) };

export const Empty: Story = {
  parameters: { msw: { handlers: screenHandlers(userListHandlers('empty')) } },
  play: expectText(/No users yet|暂无用户/),
};

export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(userListHandlers('loading')) } },
  play: expectLoading,
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(userListHandlers('error')) } },
  play: expectRetry,
};
