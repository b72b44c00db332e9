import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NOW, pushDetail } from '../fixtures';
import { PushDetail } from './PushDetail';

const meta = {
  title: 'Operations/PushDetail',
  component: PushDetail,
  args: { push: pushDetail, onRefresh: fn(), onCancel: fn() },
  parameters: { testViewport: { width: 900, height: 560 } },
} satisfies Meta<typeof PushDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sent push: counters; Cancel recalls it (designed here). */
export const Sent: Story = {
  args: { checkedAt: NOW },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: pushDetail.title })).toBeVisible();
    await expect(canvasElement.querySelector('[data-status="sent"]')).toHaveTextContent('Sent');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh status' }));
    await expect(args.onRefresh).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel push' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** A sent push that was cancelled (recalled): when, the counters as delivered, no Cancel left. */
export const CancelledAfterSending: Story = {
  args: {
    push: { ...pushDetail, status: 'cancelled', cancelled_at: NOW - 600_000 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-status="cancelled"]')).toHaveTextContent(
      'Cancelled',
    );
    await expect(canvas.getByText('Cancelled', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByText('120,344')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel push' })).toBeNull();
  },
};

/** A scheduled push can be cancelled. */
export const Scheduled: Story = {
  args: {
    push: {
      ...pushDetail,
      status: 'scheduled',
      start_time: NOW + 3_600_000,
      sent_count: 0,
      open_count: 0,
      dismiss_count: 0,
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel push' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { push: undefined } };

export const Failed: Story = {
  args: { push: undefined, error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongTextInvalid: Story = {
  args: {
    push: {
      ...pushDetail,
      status: 'invalid',
      error: 'The content is no longer published',
      title:
        '一句非常长的推送标题：央行宣布维持一年期和五年期以上贷款市场报价利率不变，市场预期下季度或有调整',
      body: 'A body that goes on and on '.repeat(12),
      extra: {
        url: `https://newsdesk.example/${'very-long-path/'.repeat(10)}`,
        content_kind: null,
        content_id: null,
      },
    },
  },
  parameters: { testViewport: { width: 560, height: 760 } },
};
