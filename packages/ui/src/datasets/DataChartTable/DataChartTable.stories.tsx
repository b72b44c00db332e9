import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dataChartRows } from '../fixtures';
import { formatInZone } from '../shared/datetime';
import { DataChartTable } from './DataChartTable';

const meta = {
  title: 'Ingestion/Data/DataChartTable',
  component: DataChartTable,
  tags: ['autodocs'],
  args: {
    items: dataChartRows,
    detailHref: (symbol: string) => `/content/data/charts/${symbol}`,
    formatTime: (ms: number) => formatInZone(ms, 'YYYY-MM-DD HH:mm', 'ASIA_SHANGHAI'),
  },
  parameters: {
    testViewport: { width: 1100, height: 480 },
    docs: {
      description: {
        component:
          'The chart list (operations §3 Data chart): title and symbol (the title opens the designer), chart type, data source, number of series and last change in China time. Loading, "No charts" and a failed load with Retry.',
      },
    },
  },
} satisfies Meta<typeof DataChartTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The CPI/PMI, LPR and index charts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(dataChartRows.length + 1);
    await expect(canvas.getByRole('link', { name: '沪深300 日K' })).toHaveAttribute(
      'href',
      '/content/data/charts/csi300-daily',
    );
    await expect(canvas.getByText('Candlestick')).toBeVisible();
    await expect(canvas.getByText('2024-12-20 09:30')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Data charts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No charts')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: 'Data not found', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Data not found');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
