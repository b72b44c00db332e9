import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { Stack } from './Stack';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { gap: 3, direction: 'column' },
  render: (args) => (
    <Stack {...args}>
      <Text size="xl" weight="semibold" tag="h1">
        Markets close higher
      </Text>
      <Text tone="secondary">Shanghai Composite up 1.2% as property stocks rally.</Text>
      <Text tone="danger" size="sm">
        Title length should longer than 10 words
      </Text>
      <Text truncate style={{ maxWidth: 240 }}>
        A very long headline that does not fit in the space it is given and is cut with an ellipsis
      </Text>
      <VisuallyHidden>Only for screen readers</VisuallyHidden>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Markets close higher' })).toBeVisible();
    const hidden = canvas.getByText('Only for screen readers');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: 6, align: 'baseline', wrap: true },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('row');
  },
};
