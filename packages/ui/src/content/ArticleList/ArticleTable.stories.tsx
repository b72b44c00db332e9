import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { ArticleTable } from './ArticleTable';
import { articleRows, NOW } from './fixtures';

const meta = {
  title: 'Content/ArticleTable',
  component: ArticleTable,
  tags: ['autodocs'],
  args: {
    items: articleRows,
    now: NOW,
    editHref: (id: number) => `/content/article/${id}`,
    onAction: fn().mockName('onAction'),
  },
  parameters: { testViewport: { width: 1200, height: 720 } },
} satisfies Meta<typeof ArticleTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(articleRows.length + 1);
    await expect(canvas.getByRole('link', { name: /央行维持/ })).toHaveAttribute(
      'href',
      '/content/article/1042',
    );
    await expect(canvas.getByText('12 minutes ago')).toBeInTheDocument();
    await expect(canvas.getByText(/Scheduled/)).toBeVisible();
    await expect(canvas.getByText('No author · 5230 words')).toBeVisible();
  },
};

export const DeleteFromTheMenu: Story = {
  args: { onAction: fn().mockName('onAction') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Actions for 央行维持/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete', articleRows[0]);
  },
};

export const ActionsFollowTheStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Actions for 国际油价/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Restore as draft' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Actions for 国际油价/ })).toHaveFocus(),
    );
  },
};

/** For a role that may push: "Push notification" on every article that is not deleted. */
export const PushFromTheMenu: Story = {
  args: { canPush: true, onAction: fn().mockName('onAction') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Actions for 央行维持/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Push notification' }));
    await expect(args.onAction).toHaveBeenCalledWith('push', articleRows[0]);
    await userEvent.click(canvas.getByRole('button', { name: /Actions for 国际油价/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Restore as draft' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Push notification' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No articles yet')).toBeVisible();
  },
};

export const EmptySearch: Story = {
  args: { items: [], emptyVariant: 'search' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('search content empty')).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: 'zh-CN' } };
