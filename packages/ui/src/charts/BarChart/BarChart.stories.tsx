import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dailyRevenue, skuRevenue, yuan } from '../fixtures';
import { BarChart } from './BarChart';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    title: 'Revenue by SKU',
    data: skuRevenue,
    formatValue: yuan,
    layout: 'horizontal',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Values by category on nivo (one colour from the tokens). `horizontal` for long names (SKUs), `vertical` for periods. Summary sentence and table as every chart (`ChartFrame`).',
      },
    },
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Long SKU names are cut in the axis, whole in the table. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: /largest Black Gold membership, 12 months \(¥698,000.00\)/ }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(
      canvas.getByRole('rowheader', { name: 'Institution research terminal, 24 months, 5 seats' }),
    ).toBeVisible();
  },
};

export const Vertical: Story = {
  args: {
    title: 'Orders, last 30 days',
    layout: 'vertical',
    formatValue: undefined,
    data: dailyRevenue.map((d) => ({ label: d.label, value: d.orders })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /Orders, last 30 days: 30 parts/ }),
    ).toBeVisible();
  },
};
