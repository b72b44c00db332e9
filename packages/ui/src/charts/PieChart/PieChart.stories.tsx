import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { channelShares, yuan } from '../fixtures';
import { PieChart } from './PieChart';

const meta = {
  title: 'Charts/PieChart',
  component: PieChart,
  tags: ['autodocs'],
  args: { title: 'Revenue by pay channel', data: channelShares, formatValue: yuan },
  parameters: {
    docs: {
      description: {
        component:
          'Shares of a whole on nivo, a donut by default (`donut={false}` for a pie), series colours from the tokens, a legend, and a table with each share.',
      },
    },
  },
} satisfies Meta<typeof PieChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: /5 parts, largest WeChat mini program/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('cell', { name: '45.8%' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    title: '按支付渠道的收入',
    donut: false,
    data: [
      { id: 'wechat_lite', label: '微信小程序', value: 812_340_00 },
      { id: 'alipay', label: '支付宝', value: 523_110_00 },
      { id: 'apple', label: '苹果支付', value: 301_800_00 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /按支付渠道的收入：共 3 项/ }),
    ).toBeVisible();
  },
};
