import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenHandlers } from '../../../stories/handlers';
import { followers, profileHandlers } from '../../../stories/people';
import {
  expectBusy,
  expectByRole,
  expectChinese,
  expectLoadError,
  expectRetry,
  expectText,
} from '../../../stories/play';
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

// Ready when the followers' heading carries their total, in Chinese ("共 3 位粉丝").
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: expectChinese(expectByRole('heading', new RegExp(`共 ${followers().total_count} 位粉丝`))),
};

// The user's read never answers: the heading over placeholder lines (the page is `aria-busy`).
export const Loading: Story = {
  parameters: { msw: { handlers: screenHandlers(profileHandlers('loading')) } },
  play: expectBusy(),
};

// The user's read failed at the server: the page says so with the server's message, and Retry.
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { msw: { handlers: screenHandlers(profileHandlers('error')) } },
  play: async (ctx) => {
    await expectText(/^(The user could not be loaded|用户加载失败)$/)(ctx);
    await expectLoadError(ctx);
    await expectRetry(ctx);
  },
};
