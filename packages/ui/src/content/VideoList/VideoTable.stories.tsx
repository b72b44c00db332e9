import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { VideoTable } from './VideoTable';
import { longVideoRow, NOW, videoRows } from './fixtures';

const meta = {
  title: 'Content/VideoTable',
  component: VideoTable,
  tags: ['autodocs'],
  args: {
    items: videoRows,
    now: NOW,
    editHref: (id: number) => `/content/video/${id}`,
    onAction: fn().mockName('onAction'),
  },
  parameters: { testViewport: { width: 1200, height: 720 } },
} satisfies Meta<typeof VideoTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(videoRows.length + 1);
    await expect(canvas.getByRole('link', { name: /每周宏观回顾/ })).toHaveAttribute(
      'href',
      '/content/video/12',
    );
    await expect(canvas.getByText('3 episodes · 1:02:05')).toBeVisible();
    await expect(canvas.getByText(/Scheduled/)).toBeVisible();
    await expect(canvas.getByText('No author')).toBeVisible();
  },
};

/** The row menu follows the status; Delete reports the row. */
export const DeleteFromTheMenu: Story = {
  args: { canPush: true, onAction: fn().mockName('onAction') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Actions for 每周宏观回顾/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Push notification' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Publish' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete', videoRows[0]);
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = {
  args: { items: [], emptyAction: <Button variant="primary">New video</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No videos yet')).toBeVisible();
  },
};

export const EmptySearch: Story = { args: { items: [], emptyVariant: 'search' } };

export const LoadError: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = { args: { items: [longVideoRow, ...videoRows] } };
