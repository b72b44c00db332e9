import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { USERS_NOW } from '../fixtures';
import { UserGroupForm } from './UserGroupForm';
import { UserGroupTable, type UserGroupRow } from './UserGroupTable';

const groups: UserGroupRow[] = [
  {
    id: '3',
    name: 'Institution clients',
    description: 'Receive the meeting password of institution roadshows',
    member_count: 42,
    updated_at: USERS_NOW,
    version: 4,
  },
  { id: '2', name: 'VIP', description: null, member_count: 0, updated_at: USERS_NOW, version: 1 },
];

const meta = {
  title: 'Users/UserGroups',
  component: UserGroupTable,
  tags: ['autodocs'],
  args: {
    items: groups,
    totalCount: groups.length,
    groupHref: (g) => `/users/group/${g.id}`,
    onDelete: fn().mockName('onDelete'),
  },
  parameters: {
    docs: {
      description: {
        component:
          'User groups (the roadshow user groups of operations §7): the list with delete by group id, and the form with the member picker (a downshift combobox over the user search; chips remove members).',
      },
    },
  },
} satisfies Meta<typeof UserGroupTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Institution clients' })).toHaveAttribute(
      'href',
      '/users/group/3',
    );
    await expect(canvas.getByText('42 members')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete VIP' }));
    await expect(args.onDelete).toHaveBeenCalledWith(groups[1]);
  },
};

export const Loading: Story = { args: { items: [], loading: true } };
export const Empty: Story = { args: { items: [], totalCount: 0 } };
export const LoadFailed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
};

/** A new group: the name is required; a member found by search is added as a chip. */
export const Form: StoryObj<typeof UserGroupForm> = {
  render: (args) => <UserGroupForm {...args} />,
  args: {
    userSearch: {
      results: [
        { id: 7, name: 'Li Wei' },
        { id: 8, name: '陈杰' },
      ],
      onSearch: fn(),
    },
    onSubmit: fn(() => Promise.resolve()),
    onCancel: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save group' }));
    await expect(await canvas.findByText('This is a required field')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Macro desk');
    await userEvent.type(canvas.getByRole('combobox', { name: /Members/ }), 'Li');
    await userEvent.click(await screen.findByRole('option', { name: 'Li Wei' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save group' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Macro desk',
        description: null,
        user_ids: [7],
      }),
    );
  },
};
