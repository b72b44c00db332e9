import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_TITLE, sourceRows } from '../fixtures';
import { SourceTable } from './SourceTable';

const meta = {
  title: 'Ingestion/SourceTable',
  component: SourceTable,
  tags: ['autodocs'],
  args: { items: sourceRows, detailHref: (id: string) => `/content/sources/${id}` },
  parameters: {
    testViewport: { width: 1200, height: 560 },
    docs: {
      description: {
        component:
          'The source list (operations §3 Source) on `DataList`: name and unique key, type, publish frequency, organization, groups and status. Nothing found reads "Sources not found".',
      },
    },
  },
} satisfies Meta<typeof SourceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(sourceRows.length + 1);
    await expect(canvas.getByRole('link', { name: '中国人民银行' })).toHaveAttribute(
      'href',
      '/content/sources/1',
    );
    await expect(canvas.getByText('jin10')).toBeVisible();
    await expect(canvas.getByText('Draft')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Sources' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sources not found')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: '未找到相关数据', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('未找到相关数据');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        ...sourceRows[1]!,
        name: LONG_TITLE,
        key: 'a-very-long-source-key-used-by-the-crawler-of-the-central-bank-reports',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/A very long external item title/)).toBeVisible();
  },
};
