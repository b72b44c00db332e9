import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atTime, STORY_NOW } from '../clock';
import { screenHandlers } from '../handlers';
import { profileHandlers, users } from '../people';
import { expectBusyScreen } from '../play';
import { ScreenStory } from '../ScreenStory';

/**
 * A user's profile tabs other than General (`/users/profile/{id}/membership`,
 * `/users/profile/{id}/settings`), for another user (Chen Jie) and for the signed-in staff member's
 * own settings (`/users/profile/settings`); the same calls as the profile (`GET /v1/admin/user/{id}`,
 * the followers, GraphQL `Users`).
 */
const other = users()[1]!;

const meta = {
  title: 'Screens/Users/Profile tabs',
  component: ScreenStory,
  args: { path: `/users/profile/${other.id}/membership` },
  // A membership shows whether it has expired: the clock is fixed.
  beforeEach: atTime(STORY_NOW),
  parameters: {
    layout: 'fullscreen',
    testViewport: { width: 1440, height: 900 },
    msw: { handlers: screenHandlers(profileHandlers()) },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready when the user's tabs are on screen with `tab` selected. */
const expectTab =
  (tab: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'tab',
        { name: tab, selected: true },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  };

export const Membership: Story = { play: expectTab(/^(Member Ship|会员权益)$/) };

export const MembershipChinese: Story = {
  name: 'Membership (Chinese)',
  globals: { locale: 'zh-CN' },
  play: Membership.play,
};

export const Settings: Story = {
  args: { path: `/users/profile/${other.id}/settings` },
  play: expectTab(/^(Settings|设置)$/),
};

export const OwnSettings: Story = {
  name: 'Own settings',
  args: { path: '/users/profile/settings' },
  play: Settings.play,
};

// The user never answers: the tab's heading over a busy skeleton.
export const MembershipLoading: Story = {
  name: 'Membership loading',
  parameters: { msw: { handlers: screenHandlers(profileHandlers('loading')) } },
  play: expectBusyScreen(/^(Membership|会员权益)$/),
};

// The user's read failed at the server: the message and Retry.
export const MembershipLoadFailed: Story = {
  name: 'Membership load failed',
  parameters: { msw: { handlers: screenHandlers(profileHandlers('error')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /^(The user could not be loaded|用户加载失败)$/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(Retry|重试)$/ })).toBeVisible();
  },
};

export const SettingsChinese: Story = {
  name: 'Settings (Chinese)',
  args: { path: `/users/profile/${other.id}/settings` },
  globals: { locale: 'zh-CN' },
  play: Settings.play,
};

export const OwnSettingsChinese: Story = {
  name: 'Own settings (Chinese)',
  args: { path: '/users/profile/settings' },
  globals: { locale: 'zh-CN' },
  play: Settings.play,
};
