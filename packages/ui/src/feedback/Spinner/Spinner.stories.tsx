import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // A status with a name for screen readers, nothing written on screen.
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(within(canvasElement).getByText('Loading…').getBoundingClientRect().width).toBe(1);
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap={4} align="center">
      <Spinner size="sm" label="Loading tags" />
      <Spinner size="md" label="Loading articles" />
      <Spinner size="lg" label="Loading the report" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(3);
    const ring = (el: HTMLElement) => el.firstElementChild!.getBoundingClientRect().width;
    await expect(ring(statuses[0]!)).toBe(16);
    await expect(ring(statuses[2]!)).toBe(40);
  },
};

export const WithLabel: Story = {
  args: { label: 'Uploading cover…', showLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Uploading cover…')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { showLabel: true },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('加载中…');
  },
};
