import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack';
import { Skeleton, SkeletonList } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3, width: 320 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-part="skeleton"]')!;
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton.children).toHaveLength(3);
    // The last line is shorter.
    const [first, , last] = Array.from(skeleton.children);
    await expect(last!.getBoundingClientRect().width).toBeLessThan(
      first!.getBoundingClientRect().width,
    );
  },
};

export const Shapes: Story = {
  render: () => (
    <Stack direction="row" gap={4} align="center">
      <Skeleton variant="circle" />
      <Skeleton variant="circle" width={64} height={64} />
      <Skeleton variant="rect" width={240} height={135} />
      <Skeleton width={160} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const shapes = canvasElement.querySelectorAll('[data-part="skeleton"]');
    await expect(shapes).toHaveLength(4);
    await expect(shapes[1]!.getBoundingClientRect().width).toBe(64);
    await expect(shapes[2]!.getBoundingClientRect().height).toBe(135);
  },
};

export const List: Story = {
  render: () => (
    <div style={{ maxWidth: 560 }}>
      <SkeletonList avatar />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    // One announcement for the whole list; 8 placeholder rows by default (spec §9).
    await expect(status).toHaveTextContent('Loading…');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.querySelectorAll('[data-part="skeleton-row"]')).toHaveLength(8);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  render: () => (
    <div style={{ maxWidth: 560 }}>
      <SkeletonList rows={3} lines={1} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('加载中…');
    await expect(status.querySelectorAll('[data-part="skeleton-row"]')).toHaveLength(3);
  },
};
