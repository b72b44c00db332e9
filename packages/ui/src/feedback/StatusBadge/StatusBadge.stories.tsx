import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { fromChinaParts } from '../../utils/chinaTime';
import { StatusBadge } from './StatusBadge';

// Fixed times (China time) so the stories render the same every day.
const now = fromChinaParts({ year: 2026, month: 11, day: 22, hour: 15, minute: 30 });
const tomorrow = fromChinaParts({ year: 2026, month: 11, day: 23, hour: 9, minute: 30 });
const lastWeek = fromChinaParts({ year: 2026, month: 11, day: 15, hour: 8, minute: 0 });

const meta = {
  title: 'Feedback/StatusBadge',
  component: StatusBadge,
  args: { kind: 'content', status: 'published' },
  parameters: {
    docs: {
      description: {
        component:
          'Statuses with their translated labels and status colours: content (`draft`, `published`, `deleted`, upper case accepted; a draft whose `plannedAt` is after `now` is scheduled and shows the time in China time), roadshow live progress (`kind="live"`), user accounts (`kind="user"`, `good` = normal) and push notifications (`kind="push"`).',
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" gap={3} align="center">
      <Text tone="secondary" size="sm" style={{ width: 160 }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Published');
    await expect(badge).toHaveAttribute('data-status', 'published');
    await expect(badge).toHaveAttribute('data-tone', 'success');
  },
};

export const ContentStatuses: Story = {
  render: () => (
    <Stack gap={3}>
      <Row label="draft">
        <StatusBadge status="draft" />
      </Row>
      <Row label="published">
        <StatusBadge status="published" />
      </Row>
      <Row label="deleted">
        <StatusBadge status="deleted" />
      </Row>
      <Row label="DRAFT + planned tomorrow">
        <StatusBadge status="DRAFT" plannedAt={tomorrow} now={now} />
      </Row>
      <Row label="draft + planned last week">
        <StatusBadge status="draft" plannedAt={lastWeek} now={now} />
      </Row>
      <Row label="scheduled (no time)">
        <StatusBadge status="scheduled" />
      </Row>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A draft with a planned time in the future is scheduled and shows the time in China time.
    const scheduled = canvas.getByText('Scheduled 2026/11/23 09:30');
    await expect(scheduled).toHaveAttribute('data-status', 'scheduled');
    await expect(scheduled).toHaveAttribute('data-tone', 'warning');
    // A planned time in the past leaves it a draft.
    await expect(canvas.getAllByText('Draft')).toHaveLength(2);
    await expect(canvas.getByText('Scheduled')).toBeVisible();
    await expect(canvas.getByText('Deleted')).toHaveAttribute('data-tone', 'danger');
  },
};

export const OtherStatuses: Story = {
  render: () => (
    <Stack gap={3}>
      <Row label="roadshow live">
        <StatusBadge kind="live" status="not-started" />
        <StatusBadge kind="live" status="in-progress" />
        <StatusBadge kind="live" status="finished" />
      </Row>
      <Row label="user">
        <StatusBadge kind="user" status="normal" />
        <StatusBadge kind="user" status="good" />
        <StatusBadge kind="user" status="frozen" />
      </Row>
      <Row label="push">
        <StatusBadge kind="push" status="scheduled" plannedAt="2026-11-23T01:30:00Z" />
        <StatusBadge kind="push" status="sent" />
        <StatusBadge kind="push" status="cancelled" />
        <StatusBadge kind="push" status="invalid" />
      </Row>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In progress')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Not started')).toBeVisible();
    await expect(canvas.getByText('Finished')).toBeVisible();
    // The server's "good" is a normal account.
    await expect(canvas.getAllByText('Normal')).toHaveLength(2);
    await expect(canvas.getByText('Frozen')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText('Scheduled 2026/11/23 09:30')).toBeVisible();
    await expect(canvas.getByText('Invalid')).toBeVisible();
  },
};

export const Solid: Story = {
  render: () => (
    <Stack direction="row" gap={2}>
      <StatusBadge variant="solid" status="draft" />
      <StatusBadge variant="solid" status="published" />
      <StatusBadge variant="solid" status="deleted" />
      <StatusBadge variant="solid" status="draft" plannedAt={tomorrow} now={now} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Published');
    await expect(badge).toHaveAttribute('data-variant', 'solid');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  render: () => (
    <Stack direction="row" gap={2} wrap>
      <StatusBadge status="draft" />
      <StatusBadge status="published" />
      <StatusBadge status="deleted" />
      <StatusBadge status="draft" plannedAt={tomorrow} now={now} />
      <StatusBadge kind="live" status="in-progress" />
      <StatusBadge kind="user" status="frozen" />
      <StatusBadge kind="push" status="sent" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('草稿')).toBeVisible();
    await expect(canvas.getByText('定时发布 2026/11/23 09:30')).toBeVisible();
    await expect(canvas.getByText('已冻结')).toBeVisible();
  },
};
