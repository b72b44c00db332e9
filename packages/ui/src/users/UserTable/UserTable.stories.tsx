import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longUser, manyUsers, userRows } from '../fixtures';
import { UserFilters } from './UserFilters';
import { UserTable } from './UserTable';

const meta = {
  title: 'Users/UserTable',
  component: UserTable,
  tags: ['autodocs'],
  args: {
    items: userRows,
    totalCount: userRows.length,
    profileHref: (u) => `/users/profile/${u.id}`,
    onFreeze: fn().mockName('onFreeze'),
    onRecover: fn().mockName('onRecover'),
  },
  parameters: {
    testViewport: { width: 1280, height: 720 },
    docs: {
      description: {
        component:
          'The user list on `DataList` (operations §3): avatar and nickname (a link to the profile), e-mail, mobile, status, the memberships that count now, created; Freeze on a normal account, Recover on a frozen one (the page confirms and calls the API). Rows are virtualized from 100 on.',
      },
    },
  },
} satisfies Meta<typeof UserTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(userRows.length + 1);
    await expect(canvas.getByRole('link', { name: 'Li Wei' })).toHaveAttribute(
      'href',
      '/users/profile/7',
    );
    // Expired memberships do not count; the institution tier by name.
    await expect(canvas.getByText('BlackGold')).toBeVisible();
    await expect(canvas.queryByText('Meta')).toBeNull();
    await expect(canvas.getByText('Institution User')).toBeVisible();
    await expect(canvas.getByText('Frozen')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Freeze Li Wei' }));
    await expect(args.onFreeze).toHaveBeenCalledWith(userRows[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Recover 陈杰' }));
    await expect(args.onRecover).toHaveBeenCalledWith(userRows[1]);
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = { args: { items: [], totalCount: 0 } };

export const EmptySearch: Story = { args: { items: [], totalCount: 0, emptyVariant: 'search' } };

export const LoadFailed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = { args: { items: [longUser, ...userRows] } };

/** 100,000 users on the server, a page of 100 here: only the rows in view are in the DOM. */
export const ManyRows: Story = {
  args: { items: manyUsers(100), totalCount: 100_000 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
  },
};

/** The search: an id that is not a number shows its message and searches nothing. */
export const Filters: StoryObj<typeof UserFilters> = {
  render: (args) => <UserFilters {...args} />,
  args: {
    value: { keyword: '', id: null, pageSize: 20 },
    onChange: fn(),
    onReset: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'User ID' }), '12a');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('A user ID is a whole number')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'User ID' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'User ID' }), '42');
    await userEvent.type(canvas.getByRole('searchbox', { name: /Keyword/ }), ' wei ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onChange).toHaveBeenCalledWith({ keyword: 'wei', id: 42, pageSize: 20 });
  },
};
