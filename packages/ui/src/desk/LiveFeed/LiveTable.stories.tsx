import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { liveRows } from './fixtures';
import { LiveTable } from './LiveTable';

const meta = {
  title: 'Content/Desk/LiveTable',
  component: LiveTable,
  parameters: { layout: 'padded' },
  args: { rows: liveRows, onEdit: fn(), totalCount: liveRows.length },
} satisfies Meta<typeof LiveTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { freshIds: new Set(['9005']) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('央行开展 MLF 操作')).toBeVisible();
    await expect(
      canvas.getByText('中国人民银行今日开展 5000 亿元 MLF 操作，利率持平。'),
    ).toBeVisible();
    await expect(canvas.getByText('2026/11/20 10:30')).toBeVisible();
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Deleted at the source')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit flash news 9003' }));
    await expect(args.onEdit).toHaveBeenCalledWith(liveRows[2]);
  },
};

export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No flash news yet')).toBeVisible();
  },
};

export const EmptySearch: Story = {
  args: { rows: [], totalCount: 0, emptyVariant: 'search' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('search content empty')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('No flash news yet')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { rows: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('API service error, please wait...')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('来源已删除')).toBeVisible();
  },
};
