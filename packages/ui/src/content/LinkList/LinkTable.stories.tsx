import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkTable, type LinkRowData } from './LinkTable';

const at = Date.UTC(2026, 10, 20, 2, 30);
const links: LinkRowData[] = [
  ['央行公开市场业务公告', 'https://www.pbc.gov.cn/zhengcehuobisi/'],
  ['国家统计局数据发布', 'https://www.stats.gov.cn/sj/'],
  ['上交所公告', 'https://www.sse.com.cn/disclosure/'],
  ['Federal Reserve statement', 'https://www.federalreserve.gov/monetarypolicy.htm'],
  ['港交所披露易', 'https://www.hkexnews.hk/'],
].map(([title, to], i) => ({
  id: 40 - i,
  title: title!,
  to: to!,
  created_at: at - i * 86_400_000,
  version: 1,
}));

const meta = {
  title: 'Content/LinkTable',
  component: LinkTable,
  parameters: { layout: 'padded' },
  args: { rows: links, onEdit: fn(), onCopy: fn(), onDelete: fn(), totalCount: links.length },
} satisfies Meta<typeof LinkTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { selectedId: 38 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('上交所公告')).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'https://www.hkexnews.hk/' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 国家统计局数据发布' }));
    await expect(args.onEdit).toHaveBeenCalledWith(links[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link of 上交所公告' }));
    await expect(args.onCopy).toHaveBeenCalledWith(links[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 港交所披露易' }));
    await expect(args.onDelete).toHaveBeenCalledWith(links[4]);
  },
};

export const Empty: Story = {
  args: { rows: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No links yet')).toBeVisible();
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
    await expect(within(canvasElement).queryByText('No links yet')).toBeNull();
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

export const LongText: Story = {
  args: {
    rows: [
      {
        id: 1,
        title:
          '中国人民银行关于开展中期借贷便利操作和公开市场逆回购操作的公告以及后续流动性安排的说明（2026 年 11 月第三周）',
        to: 'https://www.pbc.gov.cn/zhengcehuobisi/125207/125213/125431/125475/2026112019223456789/index.html?from=newsdesk&utm_source=console',
        created_at: at,
        version: 3,
      },
    ],
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toBeVisible();
  },
};
