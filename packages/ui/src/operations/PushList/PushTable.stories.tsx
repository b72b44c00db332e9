import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longPushRow, pushRows } from '../fixtures';
import { PushTable } from './PushTable';

const meta = {
  title: 'Operations/PushTable',
  component: PushTable,
  args: {
    items: pushRows,
    detailHref: (id: number) => `/operation/push/${id}`,
    onCancel: fn().mockName('onCancel'),
  },
  parameters: {
    testViewport: { width: 1200, height: 640 },
    docs: {
      description: {
        component:
          'The push list (operations §3): platform, title (links to `detailHref`), created, start, sent, opened, dismissed, status. `onCancel` adds Cancel on pushes scheduled, being delivered or sent (recalled). `loading`, `error` with `onRetry`, `emptyVariant`, `paging` as `DataList`.',
      },
    },
  },
} satisfies Meta<typeof PushTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every state; Cancel where a push can still be cancelled (scheduled, sending, sent). */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(pushRows.length + 1);
    await expect(
      canvas.getByRole('link', { name: '央行维持贷款市场报价利率不变' }),
    ).toHaveAttribute('href', '/operation/push/58');
    await expect(canvas.getByText('120,344')).toBeVisible();
    const cancels = canvas.getAllByRole('button', { name: /^Cancel push/ });
    await expect(cancels).toHaveLength(
      pushRows.filter((p) => ['scheduled', 'sending', 'sent'].includes(p.status)).length,
    );
    await expect(
      canvas.queryByRole('button', { name: `Cancel push “${pushRows[3]!.title}”` }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel push “Weekly outlook: rates, oil and the yuan”' }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith(pushRows[2]);
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No push notifications yet')).toBeVisible();
  },
};

export const EmptySearch: Story = { args: { items: [], emptyVariant: 'search' } };

export const Failed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { items: [longPushRow, ...pushRows.slice(0, 2)] },
  parameters: { testViewport: { width: 760, height: 560 } },
};
