import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserCreditTable, type UserCreditRow } from './UserCreditTable';

const DAY = 86_400_000;
// 2024-05-06 12:00 in China (04:00 UTC): the dates below read the same in every browser zone.
const NOW = Date.UTC(2024, 4, 6, 4);
const rows: UserCreditRow[] = [
  {
    id: 101,
    nickname: '积分读者甲',
    email: 'reader-a@example.org',
    plan: 'monthly',
    payment_state: 'COMPLETE',
    subscription_end: NOW + 24 * DAY,
    amount: 1200,
    points_expire: NOW + 20 * DAY,
    reset_at: NOW + 7 * DAY - 4 * 3_600_000,
  },
  {
    id: 102,
    nickname: 'Credit reader B',
    email: null,
    plan: 'yearly',
    payment_state: 'UNPAID',
    subscription_end: NOW + 300 * DAY,
    amount: 80,
    points_expire: NOW + 40 * DAY,
    reset_at: NOW + 16 * DAY + 12 * 3_600_000,
  },
];

const meta = {
  title: 'AI/UserCreditTable',
  component: UserCreditTable,
  tags: ['autodocs'],
  args: {
    items: rows,
    totalCount: rows.length,
    onSearch: fn().mockName('onSearch'),
    href: (r: UserCreditRow) => `/users/profile/${r.id}/membership`,
  },
  parameters: {
    testViewport: { width: 1100, height: 420 },
    docs: {
      description: {
        component:
          "Users' credit (issue #15): the users with a credit subscription, their plan, points left, when the points expire, the next reset and the end of the subscription (China time). The name links to the user's Member Ship tab (`href`); a keyword calls `onSearch`.",
      },
    },
  },
} satisfies Meta<typeof UserCreditTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The holders with their points; the name links to the Member Ship tab; a keyword is searched. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '积分读者甲' })).toHaveAttribute(
      'href',
      '/users/profile/101/membership',
    );
    await expect(canvas.getByText('1,200')).toBeVisible();
    await expect(canvas.getByText('2024/05/13 08:00')).toBeVisible();
    await expect(canvas.getByText('Unpaid')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Nickname, e-mail or phone' }),
      '  reader b ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('reader b'));
  },
};

export const Empty: Story = {
  args: { items: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No user has credit yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const LoadFailed: Story = {
  args: {
    items: [],
    error: 'API service error, please wait...',
    onRetry: fn().mockName('onRetry'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('API service error, please wait...')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry/i }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalled());
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '剩余积分' })).toBeVisible();
    await expect(canvas.getByText('月度')).toBeVisible();
    await expect(canvas.getByText('未支付')).toBeVisible();
  },
};
