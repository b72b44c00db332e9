import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { skuRows } from '../fixtures';
import { SkuTable } from './SkuTable';

const meta = {
  title: 'Finance/SkuTable',
  component: SkuTable,
  tags: ['autodocs'],
  args: { items: skuRows },
  parameters: {
    testViewport: { width: 1200, height: 720 },
    docs: {
      description: {
        component:
          'The product list (operations §3, §9): commodity id, cover, name, price in cents shown in yuan, spec attributes, platforms by name, on sale and track; every SKU is given at once (the app fetches up to 9999 and leaves out IOS_IAP ones) and paged here 10 at a time with 10 page links.',
      },
    },
  },
} satisfies Meta<typeof SkuTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getAllByText('¥698.00')[0]).toBeVisible();
    await expect(canvas.getAllByText('Android, iOS, Web')[0]).toBeVisible();
    await expect(canvas.getByText('Off sale')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.queryByText('Off sale')).toBeNull();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: '商品规格' })).toBeVisible();
  },
};
