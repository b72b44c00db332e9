import type { Meta, StoryObj } from '@storybook/react-vite';
import { Star } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { Badge, type BadgeTone } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Original', tone: 'info' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
    variant: { control: 'inline-radio', options: ['subtle', 'solid'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones: BadgeTone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Original');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-tone', 'info');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap={3}>
      {(['subtle', 'solid'] as const).map((variant) => (
        <Stack key={variant} direction="row" gap={2} align="center">
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
          <Badge tone="warning" variant={variant} icon={<Star aria-hidden />}>
            Featured
          </Badge>
          <Badge tone="success" variant={variant} dot>
            Synchronize
          </Badge>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('danger')).toHaveLength(2);
    const [subtle, solid] = canvas.getAllByText('success');
    // Solid and subtle differ in background, not only in text colour.
    await expect(getComputedStyle(subtle!).backgroundColor).not.toBe(
      getComputedStyle(solid!).backgroundColor,
    );
  },
};

export const Counts: Story = {
  render: () => (
    <Stack direction="row" gap={4} align="center">
      <Badge tone="danger" count={5} label="5 unread notifications" />
      <Badge tone="danger" count={120} label="120 unread notifications" />
      <Badge tone="info" count={12} max={9} />
      <Badge tone="neutral" count={0} />
      <Badge tone="neutral" count={0} showZero />
      <Badge tone="success" variant="subtle" count={1234} max={999} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Over the maximum the badge shows 99+ but reads the real number.
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120 unread notifications')).toBeInTheDocument();
    await expect(canvas.getByText('9+')).toBeVisible();
    await expect(canvas.getByText('999+')).toBeVisible();
    // Zero is hidden unless asked for.
    await expect(canvas.getAllByText('0', { selector: '[aria-hidden]' })).toHaveLength(1);
  },
};

export const Dots: Story = {
  render: () => (
    <Stack gap={3}>
      <Stack direction="row" gap={2} align="center">
        <Text>Tencent Meeting</Text>
        <Badge tone="success" dot label="Online" />
      </Stack>
      <Stack direction="row" gap={2} align="center">
        <Text>Crawler</Text>
        <Badge tone="danger" dot label="Failed" />
        <Badge tone="neutral" dot />
      </Stack>
      <Stack direction="row" gap={2}>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} dot>
            {tone}
          </Badge>
        ))}
      </Stack>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A lone dot with a label is an image with a name; without one it is decoration.
    await expect(canvas.getByRole('img', { name: 'Online' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Failed' })).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
  },
};
