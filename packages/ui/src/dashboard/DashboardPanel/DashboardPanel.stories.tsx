import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardList } from '../DashboardList';
import { DashboardPanel } from './DashboardPanel';

const items = [
  { id: '1', title: 'PBOC keeps the loan prime rate unchanged', href: '#1', meta: 'Li Wei' },
  { id: '2', title: 'Weekly market wrap', href: '#2', meta: 'Admin' },
  { id: '3', title: 'Bond yields fall on soft PMI', href: '#3', meta: 'Li Wei' },
];

const meta = {
  title: 'Dashboard/DashboardPanel',
  component: DashboardPanel,
  tags: ['autodocs'],
  args: {
    title: 'Newest published',
    children: <DashboardList items={items} />,
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Newest published' });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This panel could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing yet')).toBeVisible();
  },
};
