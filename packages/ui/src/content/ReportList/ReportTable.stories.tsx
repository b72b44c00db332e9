import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReportTable, type ReportRowData } from './ReportTable';

const T = Date.UTC(2026, 10, 22, 2, 0, 0);
const rows: ReportRowData[] = [
  {
    id: 12,
    title: 'Semiconductor outlook 2027',
    extension: 'pdf',
    summary: 'Demand, capacity and prices across the cycle.',
    display_time: T,
    vip_visibility: 2,
    status: 'published',
  },
  {
    id: 11,
    title: '新能源车出海专题研究',
    extension: 'docx',
    summary: null,
    display_time: T - 86_400_000,
    vip_visibility: 0,
    status: 'draft',
  },
  {
    id: 10,
    title: 'Bank margins and the rate cycle',
    extension: 'xlsx',
    summary: 'Tables only.',
    display_time: T - 3 * 86_400_000,
    vip_visibility: 3,
    status: 'published',
  },
];

const meta = {
  title: 'Content/ReportTable',
  component: ReportTable,
  tags: ['autodocs'],
  args: { items: rows, onAction: fn().mockName('onAction') },
  parameters: { testViewport: { width: 1200, height: 600 } },
} satisfies Meta<typeof ReportTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Reports' })).toBeVisible();
    await expect(canvas.getByText('Semiconductor outlook 2027 (pdf)')).toBeVisible();
    await expect(canvas.getByText('Black gold')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Actions for Bank margins/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit', rows[2]);
  },
};

export const Loading: Story = { args: { items: [], loading: true } };
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reports yet')).toBeVisible();
  },
};
export const EmptySearch: Story = { args: { items: [], emptyVariant: 'search' } };
export const LoadError: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
};
export const LongText: Story = {
  args: {
    items: [
      {
        ...rows[0]!,
        title:
          '一份标题非常长的研报：全球半导体产业链重构、产能周期、价格波动与国产替代进程的系统性研究 — with a long English tail',
        summary: 'A long summary that wraps over two lines and then is cut. '.repeat(6),
      },
      ...rows,
    ],
  },
};
