import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChartFrame } from './ChartFrame';

const meta = {
  title: 'Charts/ChartFrame',
  component: ChartFrame,
  tags: ['autodocs'],
  args: {
    title: 'Weekly revenue',
    summary: 'Weekly revenue: this week ¥12,000.00, last week ¥9,500.00.',
    table: {
      columns: ['Week', 'Revenue'],
      rows: [
        ['Last week', '¥9,500.00'],
        ['This week', '¥12,000.00'],
      ],
    },
    children: <svg width="100%" height="100%" aria-hidden="true" />,
    height: 160,
  },
  parameters: {
    docs: {
      description: {
        component:
          'The frame of every chart: caption, "Show as table" (pressed while the table shows), loading, error with Retry, empty, and the drawing as one image named by `summary` with the same numbers in a table for screen readers.',
      },
    },
  },
} satisfies Meta<typeof ChartFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Weekly revenue' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /this week ¥12,000.00/ })).toBeVisible();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('rowheader', { name: 'This week' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data in this period')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show as table' })).toBeNull();
  },
};
