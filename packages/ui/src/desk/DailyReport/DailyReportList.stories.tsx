import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DailyReportList } from './DailyReportList';
import { reportItems } from './fixtures';
import type { DailyReportItemData } from './types';

const meta = {
  title: 'Content/Desk/DailyReportList',
  component: DailyReportList,
  parameters: { layout: 'padded' },
  args: { items: reportItems, onMove: fn(), onRemove: fn() },
} satisfies Meta<typeof DailyReportList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Moving and removing change the order the page will save (a controlled story). */
export const Default: Story = {
  render: function Render(args) {
    const [{ items }, update] = useArgs<{ items: DailyReportItemData[] }>();
    return (
      <DailyReportList
        {...args}
        items={items}
        onMove={(from, to) => {
          args.onMove(from, to);
          const next = [...items];
          const [moved] = next.splice(from, 1);
          if (moved) next.splice(to, 0, moved);
          update({ items: next });
        }}
        onRemove={(index) => {
          args.onRemove(index);
          update({ items: items.filter((_, i) => i !== index) });
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7420 views')).toBeVisible();
    await expect(canvas.getByText('Black gold')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Move 美联储按兵不动，鲍威尔称降息需更多证据 up' }),
    ).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Move 2027 年宏观展望：温和复苏 up' }),
    );
    await expect(
      await canvas.findByRole('listitem', { name: 'No. 1: 2027 年宏观展望：温和复苏' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Market wrap: chips rally' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No content for this day yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /retry/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('7420 次阅读')).toBeVisible();
  },
};
