import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AssetTable } from './AssetTable';
import { assetRows } from './fixtures';

const meta = {
  title: 'Content/Desk/AssetTable',
  component: AssetTable,
  parameters: { layout: 'padded' },
  args: { rows: assetRows, onEdit: fn(), onDelete: fn(), totalCount: assetRows.length },
} satisfies Meta<typeof AssetTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shanghai')).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete NVIDIA' }));
    await expect(args.onDelete).toHaveBeenCalledWith(assetRows[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 贵州茅台' }));
    await expect(args.onEdit).toHaveBeenCalledWith(assetRows[0]);
  },
};

export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No assets yet')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('上交所')).toBeVisible();
  },
};
