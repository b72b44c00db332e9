import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardCounts } from './DashboardCounts';

const meta = {
  title: 'Dashboard/DashboardCounts',
  component: DashboardCounts,
  args: {
    weekly: { thisWeek: 1_250_000, lastWeek: 1_000_000 },
    counts: [
      { id: 'my-articles', label: 'My articles', value: 214 },
      { id: 'my-comments', label: 'Comments', value: 1320 },
      { id: 'my-followers', label: 'Followers', value: 128 },
      { id: 'users', label: 'Users', value: 153004 },
    ],
  },
} satisfies Meta<typeof DashboardCounts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('¥12,500.00')).toBeVisible();
    await expect(canvas.getByText(/Last week: ¥10,000.00 · up 25.0%/)).toBeVisible();
    await expect(canvas.getByText('153,004')).toBeVisible();
  },
};

export const RevenueDown: Story = {
  args: { weekly: { thisWeek: 900_000, lastWeek: 1_200_000 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/down 25.0%/)).toBeVisible();
  },
};
