import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { USERS_NOW, userProfile } from '../fixtures';
import { MembershipPanel } from './MembershipPanel';

const meta = {
  title: 'Users/MembershipPanel',
  component: MembershipPanel,
  tags: ['autodocs'],
  args: {
    user: userProfile,
    now: USERS_NOW,
    onSaveMemberships: fn(() => Promise.resolve()).mockName('onSaveMemberships'),
    onGrantPrivilege: fn(() => Promise.resolve()).mockName('onGrantPrivilege'),
    onUnsubscribe: fn().mockName('onUnsubscribe'),
    onDirtyChange: fn().mockName('onDirtyChange'),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The Member Ship tab (operations §3, §9): memberships per tier with level numbers (Free 1, BlackGold 2, Meta 3, Institution User 110) and expiry, expired ones marked; privileges (report, terminal) granted with `onGrantPrivilege` (addPrivilegeToAccount); credit points with expiry and reset time, the plan and its payment state, and the internal unsubscribe.',
      },
    },
  },
} satisfies Meta<typeof MembershipPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByText('480')).toBeVisible();
    await expect(canvas.getByText('COMPLETE')).toBeVisible();
    // Remove the expired Meta membership and save the rest.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Meta' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaveMemberships).toHaveBeenCalledWith([
        { level: 2, expired_at: userProfile.memberships[0]!.expired_at },
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Grant' }));
    await expect(args.onGrantPrivilege).toHaveBeenCalledWith('report', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(args.onUnsubscribe).toHaveBeenCalled();
  },
};

/** Two memberships of one tier: the message, and Save stays off. */
export const DuplicateTier: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('combobox', { name: 'Tier' })[1]!);
    await userEvent.click(await screen.findByRole('option', { name: 'BlackGold (2)' }));
    await expect(await canvas.findByText('One membership per tier')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onSaveMemberships).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: {
    user: { ...userProfile, memberships: [], privileges: [], credit_subscription: null },
  },
};
