import type { Meta, StoryObj } from '@storybook/react-vite';
import { userListHandlers, users } from '../../../stories/people';
import { screenHandlers } from '../../../stories/handlers';
import { expectByRole, expectRetry } from '../../../stories/play';
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

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(userListHandlers('error')) } },
  play: expectRetry,
};
