import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: '财经早报：A股三大指数集体高开 Markets open higher' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Markets open higher/)).toBeVisible();
  },
};

export const Scale: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const).map((size) => (
        <Text key={size} {...args} size={size}>{`${size} · ${String(args.children)}`}</Text>
      ))}
      {(['secondary', 'danger', 'success', 'warning', 'link'] as const).map((tone) => (
        <Text key={tone} {...args} tone={tone}>{`${tone} · ${String(args.children)}`}</Text>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const xl = within(canvasElement).getByText(/^xl ·/);
    const xs = within(canvasElement).getByText(/^xs ·/);
    await expect(parseFloat(getComputedStyle(xl).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(xs).fontSize),
    );
  },
};
