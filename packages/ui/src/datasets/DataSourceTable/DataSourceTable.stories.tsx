import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dataSourceRows } from '../fixtures';
import { DataSourceTable } from './DataSourceTable';

const meta = {
  title: 'Ingestion/Data/DataSourceTable',
  component: DataSourceTable,
  tags: ['autodocs'],
  args: {
    items: dataSourceRows,
    detailHref: (symbol: string) => `/content/data/sources/${symbol}`,
  },
  parameters: {
    testViewport: { width: 1200, height: 480 },
    docs: {
      description: {
        component:
          'The data source list (operations §3 Data source) on `DataList`: name and symbol (the name opens the source), type (custom data or API data), category and country, group, task frequency, rows and labels. Loading, "No data sources" and a failed load with Retry.',
      },
    },
  },
} satisfies Meta<typeof DataSourceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Monthly CPI/PMI, the LPR and a daily index. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(dataSourceRows.length + 1);
    await expect(canvas.getByRole('link', { name: '中国宏观月度' })).toHaveAttribute(
      'href',
      '/content/data/sources/cn-macro',
    );
    await expect(canvas.getByText('Every 1 months')).toBeVisible();
    await expect(canvas.getByText('12,480')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Data sources' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data sources')).toBeVisible();
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
