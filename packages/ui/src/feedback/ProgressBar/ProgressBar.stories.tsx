import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { value: 42, label: 'Uploading cover.jpg', showValue: true },
  parameters: {
    docs: {
      description: {
        component:
          'Route mode (`active`): a thin bar fixed at the top of the viewport that trickles while a page loads and completes when `active` turns false; under reduced motion it stays still. Determinate mode (`value` 0–100) for uploads, inline by default.',
      },
    },
  },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'inline-radio', options: ['accent', 'success', 'danger'] },
    placement: { control: 'inline-radio', options: ['inline', 'viewport'] },
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading cover.jpg' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveTextContent('42%');
  },
};

function RouteDemo() {
  const [loading, setLoading] = useState(false);
  return (
    <Stack direction="row" gap={2}>
      <Button onClick={() => setLoading(true)}>Open article list</Button>
      <Button onClick={() => setLoading(false)}>Page loaded</Button>
      <ProgressBar active={loading} />
    </Stack>
  );
}

/** The route bar: appears at the top while a page loads, completes and leaves when it has. */
export const RouteLoading: Story = {
  args: { value: undefined, label: undefined, showValue: false },
  render: () => <RouteDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(body.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open article list' }));
    const bar = body.getByRole('progressbar', { name: 'Loading page' });
    const rect = bar.getBoundingClientRect();
    await expect(rect.top).toBe(0);
    await expect(rect.width).toBe(window.innerWidth);
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Page loaded' }));
    await waitFor(() => expect(body.queryByRole('progressbar')).toBeNull());
  },
};

/** A determinate bar at the top of the viewport, above overlays and toasts. */
export const TopOfViewport: Story = {
  args: { placement: 'viewport', value: 60, label: undefined, showValue: false },
  play: async () => {
    const bar = within(document.body).getByRole('progressbar', { name: 'Loading…' });
    await expect(bar.getBoundingClientRect().top).toBe(0);
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(Number(getComputedStyle(bar).zIndex)).toBeGreaterThan(1500);
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
  },
};

const uploads = [
  { name: 'macro-outlook-2026.pdf', value: 0, tone: 'accent' },
  { name: 'cover.jpg', value: 35, tone: 'accent' },
  { name: 'roadshow-video.mp4', value: 100, tone: 'success' },
  { name: 'attachment.xlsx', value: 64, tone: 'danger' },
] as const;

export const Uploads: Story = {
  render: () => (
    <Stack gap={4} style={{ maxWidth: 480 }}>
      {uploads.map((u) => (
        <Stack key={u.name} gap={1}>
          <Text size="sm" id={`upload-${u.value}`}>
            {u.name}
          </Text>
          <ProgressBar
            value={u.value}
            tone={u.tone}
            aria-labelledby={`upload-${u.value}`}
            showValue
          />
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
    const done = canvas.getByRole('progressbar', { name: 'roadshow-video.mp4' });
    await expect(done).toHaveAttribute('aria-valuenow', '100');
    await expect(done).toHaveTextContent('100%');
    await expect(canvas.getByRole('progressbar', { name: 'cover.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { placement: 'viewport', value: 30, label: undefined, showValue: false },
  play: async () => {
    await expect(within(document.body).getByRole('progressbar', { name: '加载中…' })).toBeVisible();
  },
};
