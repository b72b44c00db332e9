import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { candleOptions, indexTable, lprOptions, macroOptions, macroTable } from '../fixtures';
import { DataChart } from './DataChart';

const meta = {
  title: 'Ingestion/Data/DataChart',
  component: DataChart,
  tags: ['autodocs'],
  args: { title: 'CPI and PMI', table: macroTable, options: macroOptions, height: 360 },
  parameters: {
    testViewport: { width: 1000, height: 640 },
    docs: {
      description: {
        component:
          'A data chart (operations §3 Data chart) on nivo in the shared chart frame: lines, areas, bars, stacked bars and candlesticks (open, high, low, close; rising red, falling green) on x, top x, left, right and more y axes, mark areas, points and lines, legend, watermark, footnote and the datetime zoom, with dates in the chart\'s timezone. The drawing is one image named by its summary; "Show as table" gives the same numbers. Loading, error with Retry and "No data to draw".',
      },
    },
  },
} satisfies Meta<typeof DataChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Monthly CPI (bars, left, %) and PMI (smooth line, right) with the PMI's 50 line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: /CPI and PMI: CPI YoY, PMI, 24 points from 2023-01 to 2024-12/,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Legend' })).toHaveTextContent('PMI');
    await expect(canvas.getByText(/National Bureau of Statistics/)).toBeVisible();
  },
};

/** The one- and five-year LPR, stepped. */
export const SteppedRates: Story = {
  args: { title: 'LPR 1Y and 5Y', options: lprOptions },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /LPR 1Y and 5Y: LPR 1Y, LPR 5Y, 24 points/ }),
    ).toBeVisible();
  },
};

/** 240 trading days of a daily index as candlesticks, a mark area and the datetime zoom. */
export const Candlestick: Story = {
  args: { title: '沪深300 日K', table: indexTable, options: candleOptions, height: 400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: /沪深300 日K: CSI 300, 240 points/ }),
    ).toBeVisible();
    const zoom = canvas.getByRole('group', { name: 'Datetime zoom' });
    await expect(within(zoom).getByRole('slider', { name: 'From' })).toHaveAttribute(
      'aria-valuetext',
      '2024-01-02',
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
  args: { error: 'Data not found', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Data not found');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A source with columns but no rows. */
export const Empty: Story = {
  args: { table: { ...macroTable, rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data to draw')).toBeVisible();
  },
};
