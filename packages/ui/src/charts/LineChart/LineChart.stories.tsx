import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dailyRevenue, yuan } from '../fixtures';
import { LineChart } from './LineChart';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  tags: ['autodocs'],
  args: {
    title: 'Revenue, last 30 days (yuan)',
    series: [
      {
        id: 'revenue',
        label: 'Revenue',
        points: dailyRevenue.map((d) => ({ x: d.label, y: d.revenue })),
      },
    ],
    formatValue: yuan,
    area: true,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Values over time on nivo, themed by the tokens (light and dark via `useChartTheme`). The drawing is one image named by a summary sentence; the same numbers are in a table for screen readers, shown with "Show as table". Loading, error (with Retry) and empty states come from `ChartFrame`.',
      },
    },
  },
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: /Revenue, last 30 days \(yuan\): 30 points/ });
    await expect(img).toBeVisible();
    await expect(img.querySelector('svg')).not.toBeNull();
    // The same numbers for screen readers: 30 rows and a header.
    await expect(canvas.getAllByRole('row', { hidden: true })).toHaveLength(31);
  },
};

/** Two series share the x labels: a legend, and a column each in the table. */
export const TwoSeries: Story = {
  args: {
    title: 'Orders this week and last',
    formatValue: undefined,
    area: false,
    series: [
      {
        id: 'this',
        label: 'This week',
        points: dailyRevenue.slice(0, 7).map((d) => ({ x: d.label.slice(3), y: d.orders })),
      },
      {
        id: 'last',
        label: 'Last week',
        points: dailyRevenue
          .slice(7, 14)
          .map((d, i) => ({ x: dailyRevenue[i]!.label.slice(3), y: d.orders })),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('columnheader', { name: 'Last week' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading chart…' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { series: [{ id: 'revenue', label: 'Revenue', points: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data in this period')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { title: '近 30 天收入（元）' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /近 30 天收入（元）：/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '以表格显示' })).toBeVisible();
  },
};
