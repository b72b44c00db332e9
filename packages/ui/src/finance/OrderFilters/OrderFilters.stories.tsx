import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FINANCE_NOW } from '../fixtures';
import { OrderFilters, type OrderFiltersValue } from './OrderFilters';

const initial: OrderFiltersValue = {
  orderNo: '',
  user: null,
  source: '',
  payChannel: null,
  range: null,
  completedOnly: true,
};

const users = [
  { id: 301, name: '陈杰' },
  { id: 288, name: 'Lena Fischer' },
];

/** Controlled with local state (useArgs would reset the spies). */
function Controlled(props: {
  start?: Partial<OrderFiltersValue>;
  onChange: (patch: Partial<OrderFiltersValue>) => void;
  onReset: () => void;
  onSearch: (query: string) => void;
}) {
  const [value, setValue] = useState<OrderFiltersValue>({ ...initial, ...props.start });
  const [results, setResults] = useState<typeof users>([]);
  return (
    <OrderFilters
      value={value}
      now={FINANCE_NOW}
      onChange={(patch) => {
        props.onChange(patch);
        setValue((v) => ({ ...v, ...patch }));
      }}
      onReset={() => {
        props.onReset();
        setValue(initial);
      }}
      userSearch={{
        results,
        onSearch: (query) => {
          props.onSearch(query);
          setResults(users.filter((u) => u.name.toLowerCase().includes(query.toLowerCase())));
        },
      }}
    />
  );
}

const meta = {
  title: 'Finance/OrderFilters',
  component: Controlled,
  tags: ['autodocs'],
  args: { onChange: fn(), onReset: fn(), onSearch: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The filters of the order list (operations §7): order number and source (applied on Enter or leaving the field), the user (searched remotely), pay channel by name (§9), the creation range (30 Aug 2018 until now when empty) and completed only. Controlled (`value`, `onChange(patch)`, `onReset`).',
      },
    },
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Order number' }),
      ' ND2024 {Enter}',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ orderNo: 'ND2024' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Pay channel' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alipay H5' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ payChannel: 'alipay_h5' });
    await userEvent.click(canvas.getByRole('switch', { name: 'Completed only' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ completedOnly: false });
    await expect(canvas.getByText('Empty: from 30 Aug 2018 until now')).toBeVisible();
  },
};

export const PickUser: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'User' }), 'len');
    await userEvent.click(await screen.findByRole('option', { name: 'Lena Fischer' }));
    await expect(args.onSearch).toHaveBeenCalledWith('len');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      user: { id: 288, name: 'Lena Fischer' },
    });
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    start: { orderNo: 'ND20240506000123', payChannel: 'wechat_pub', completedOnly: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: '订单号' })).toHaveValue('ND20240506000123');
    await expect(canvas.getByRole('combobox', { name: '支付渠道' })).toHaveTextContent(
      '微信公众号',
    );
    await expect(canvas.getByRole('switch', { name: '只看已支付' })).not.toBeChecked();
  },
};
