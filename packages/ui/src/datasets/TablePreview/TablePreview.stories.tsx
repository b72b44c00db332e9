import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { indexTable, macroTable } from '../fixtures';
import { TablePreview } from './TablePreview';

const meta = {
  title: 'Ingestion/Data/TablePreview',
  component: TablePreview,
  tags: ['autodocs'],
  args: {
    columns: macroTable.columns,
    rows: macroTable.rows,
    datetimeColumn: 'date',
    uniqueKey: 'date',
  },
  parameters: {
    testViewport: { width: 900, height: 480 },
    docs: {
      description: {
        component:
          'The parsed table of a data source (or of a file before it is saved): the first rows (20 by default), a caption saying how many of how many, and the datetime column and unique key marked in the header. The region scrolls and takes focus so a keyboard can scroll it.',
      },
    },
  },
} satisfies Meta<typeof TablePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Monthly CPI, PMI and LPR: the first 20 of 24 rows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Preview of the table' })).toBeVisible();
    await expect(canvas.getByText('First 20 of 24 rows')).toBeVisible();
    await expect(
      canvas.getByRole('columnheader', { name: /日期 \(date\) · Datetime column/ }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
  },
};

/** The daily index (open, high, low, close, volume) with a unique key of its own. */
export const DailyIndex: Story = {
  args: {
    columns: indexTable.columns,
    rows: indexTable.rows,
    limit: 8,
    datetimeColumn: 'date',
    uniqueKey: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('First 8 of 240 rows')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'close' })).toBeVisible();
  },
};

/** Columns read, no rows yet. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('First 0 of 0 rows')).toBeVisible();
  },
};

/** A missing cell shows a dash. */
export const MissingCells: Story = {
  args: { rows: [['2024-12-01', null, '50.1', null, '3.60']] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('cell', { name: '—' })).toHaveLength(2);
  },
};
