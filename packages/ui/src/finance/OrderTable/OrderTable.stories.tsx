import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { orderRows, orderTotals } from '../fixtures';
import { OrderTable } from './OrderTable';

const meta = {
  title: 'Finance/OrderTable',
  component: OrderTable,
  tags: ['autodocs'],
  args: {
    items: orderRows,
    totalCount: orderTotals.count,
    totalAmount: orderTotals.amount,
    onRemarkSave: fn(() => Promise.resolve()).mockName('onRemarkSave'),
    onRemarkDirtyChange: fn().mockName('onRemarkDirtyChange'),
  },
  parameters: {
    testViewport: { width: 1400, height: 720 },
    docs: {
      description: {
        component:
          'One page of the order list on `DataList` (operations §3, §7): the columns of §3, amounts in cents shown in yuan, the payment state, the totals of every match above, and the remark edited in place (`onRemarkSave(order, remark)` resolves to close the edit, rejects to keep it). `paging` takes the cursor pager.',
      },
    },
  },
} satisfies Meta<typeof OrderTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(orderRows.length + 1);
    // Cents shown in yuan; the totals of every match.
    await expect(canvas.getByText('¥598.00')).toBeVisible();
    await expect(canvas.getByText('¥1,234,567.89')).toBeVisible();
    await expect(canvas.getByText('1,532')).toBeVisible();
    // Platforms and pay channels by name; the pay time from the transaction (GMT+8).
    await expect(canvas.getByText('PC Web')).toBeVisible();
    await expect(canvas.getByText('WeChat mini program')).toBeVisible();
    await expect(canvas.getByText('2024/05/06 10:00')).toBeVisible();
    await expect(canvas.getByText('UNPAID')).toBeVisible();
    await expect(canvas.getByText(/Macro outlook 2024 \(PDF\) × 2/)).toBeVisible();
  },
};

/** Edit a remark in place: Save sends the trimmed text and closes the field. */
export const EditRemark: Story = {
  args: { onRemarkSave: fn(() => Promise.resolve()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit remark of ND20240506000123' }));
    const field = canvas.getByRole('textbox', { name: 'Remark of ND20240506000123' });
    await userEvent.type(field, '  Invoice sent  ');
    await expect(args.onRemarkDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onRemarkSave).toHaveBeenCalledWith(orderRows[0], 'Invoice sent');
    await waitFor(() =>
      expect(canvas.queryByRole('textbox', { name: 'Remark of ND20240506000123' })).toBeNull(),
    );
  },
};

/** Over 500 characters: the limit message next to the field, nothing is sent. */
export const RemarkTooLong: Story = {
  args: { onRemarkSave: fn(() => Promise.resolve()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit remark of ND20240506000122' }));
    const field = canvas.getByRole('textbox', { name: 'Remark of ND20240506000122' });
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(501));
    await expect(await canvas.findByText('Cannot be longer than 500 characters')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemarkSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A failed save keeps the field open with the text (the page shows the toast). */
export const RemarkSaveFails: Story = {
  args: { onRemarkSave: fn(() => Promise.reject(new Error('conflict'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit remark of ND20240506000123' }));
    const field = canvas.getByRole('textbox', { name: 'Remark of ND20240506000123' });
    await userEvent.type(field, 'Call back{Enter}');
    await expect(args.onRemarkSave).toHaveBeenCalledWith(orderRows[0], 'Call back');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(field).toHaveValue('Call back');
  },
};

export const Loading: Story = {
  args: { items: [], loading: true, totalCount: undefined, totalAmount: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { items: [], totalCount: 0, totalAmount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No orders')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('API service error, please wait...');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long names and remarks wrap inside their cells. */
export const LongText: Story = {
  args: {
    items: [
      {
        ...orderRows[1]!,
        remark:
          'Customer called twice about the renewal; promised a refund of the difference once finance confirms the campaign price. 客户两次来电询问续费事宜，财务确认活动价后退还差价。',
        user_info: {
          user_id: 288,
          nickname: 'Maximilian Alexander von Hohenberg-Lichtenstein',
          avatar: null,
        },
        order_items: [
          {
            sku_detail: {
              name: 'Institution research terminal, 24 months, 5 seats, with the macro and credit add-ons',
            },
            quantity: 1,
            price: 9900,
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Customer called twice/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '订单' })).toBeVisible();
    await expect(canvas.getByText('微信小程序')).toBeVisible();
    await expect(canvas.getByText('未支付')).toBeVisible();
  },
};
