import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { viewpointRows } from './fixtures';
import { ViewpointTable } from './ViewpointTable';

const meta = {
  title: 'Content/Desk/ViewpointTable',
  component: ViewpointTable,
  parameters: { layout: 'padded' },
  args: { rows: viewpointRows, onEdit: fn(), onDelete: fn(), totalCount: viewpointRows.length },
} satisfies Meta<typeof ViewpointTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('600519 · 贵州茅台')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 白酒龙头估值回到合理区间' }));
    await expect(args.onDelete).toHaveBeenCalledWith(viewpointRows[0]);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit Chip equipment: localisation speeds up' }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(viewpointRows[1]);
    // A deleted viewpoint cannot be deleted again.
    await expect(
      canvas.queryByRole('button', { name: 'Delete 银行板块的高股息逻辑仍在' }),
    ).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No viewpoints yet')).toBeVisible();
  },
};

export const EmptySearch: Story = {
  args: { rows: [], totalCount: 0, emptyVariant: 'search' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('search content empty')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('代码与标签')).toBeVisible();
  },
};
