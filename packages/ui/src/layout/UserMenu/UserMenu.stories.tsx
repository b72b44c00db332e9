import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Layout/UserMenu',
  component: UserMenu,
  tags: ['autodocs'],
  args: {
    name: '王编辑',
    role: 'Admin',
    profileHref: '/users/profile/1',
    myArticlesHref: '/content/article/list?userId=1',
    settingsHref: '/users/profile/1/settings',
    onNavigate: fn().mockName('onNavigate'),
    onLogout: fn().mockName('onLogout'),
  },
  parameters: { testViewport: { width: 800, height: 320 } },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MyArticles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /王编辑/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My articles' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/content/article/list?userId=1');
  },
};

export const LogOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /王编辑/ });
    await userEvent.click(trigger);
    const found = await screen.findByRole('menuitem', { name: 'Profile' });
    await waitFor(() => expect(found).toBeVisible());
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeVisible());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { name: 'Li Wei', role: 'Normal User' },
};

/** On a narrow screen the avatar alone shows; the name still names the button. */
export const Narrow: Story = {
  parameters: { testViewport: { width: 375, height: 320 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /王编辑/ });
    await expect(trigger).toBeVisible();
    await waitFor(() =>
      expect(
        within(trigger).getByText('王编辑').parentElement?.getBoundingClientRect().width,
      ).toBeLessThanOrEqual(1),
    );
  },
};
