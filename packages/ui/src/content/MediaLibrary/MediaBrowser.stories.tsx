import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { mediaItems } from './fixtures';
import { MediaBrowser } from './MediaBrowser';

const meta = {
  title: 'Content/MediaBrowser',
  component: MediaBrowser,
  parameters: { layout: 'padded' },
  args: {
    items: mediaItems,
    view: 'grid',
    onPreview: fn(),
    onCopy: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onReplace: fn(),
    totalCount: mediaItems.length,
  },
} satisfies Meta<typeof MediaBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Sizes follow content §9: bytes, KB, MB with one decimal.
    await expect(canvas.getByText(/912 B/)).toBeVisible();
    await expect(canvas.getByText(/471 KB/)).toBeVisible();
    await expect(canvas.getByText(/70\.0 MB/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview Yield curve chart' }));
    await expect(args.onPreview).toHaveBeenCalledWith(mediaItems[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Morning brief' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(mediaItems[2]);
  },
};

export const List: Story = {
  args: { view: 'list' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Upload time' })).toBeVisible();
    await expect(canvas.getByText('2026/11/20 10:30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Quarterly model' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(mediaItems[4]);
  },
};

export const Empty: Story = {
  args: { items: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No files yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Files' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        ...mediaItems[0]!,
        title:
          '中国人民银行货币政策执行报告（2026 年第三季度）附表与图表数据汇总以及各期限品种利率走势说明',
        name: 'pbc-monetary-policy-report-2026-q3-appendix-tables-and-figures-final-version-2.pdf',
      },
    ],
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/pbc-monetary-policy-report/)).toBeVisible();
  },
};
