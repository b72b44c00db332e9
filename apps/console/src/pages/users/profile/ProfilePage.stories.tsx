import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenHandlers } from '../../../stories/handlers';
import { followers, profileHandlers } from '../../../stories/people';
import { expectByRole } from '../../../stories/play';
import { ScreenStory } from '../../../stories/ScreenStory';

/**
 * A user's profile (`/users/profile/7`): `GET /v1/admin/user/{id}` (the contract's example user),
 * the followers (`GET /v1/user/{id}/followers`) and GraphQL `Users` for the credit subscription.
 */
const meta = {
  title: 'Screens/Users/Profile',
  component: ScreenStory,
  args: { path: '/users/profile/7' },
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(profileHandlers()) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// Ready when the followers' heading carries their total (from the followers call).
export const Full: Story = {
  play: expectByRole('heading', new RegExp(` · ${followers().total_count}\\b`)),
};
