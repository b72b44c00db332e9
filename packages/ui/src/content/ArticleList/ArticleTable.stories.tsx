import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ArticleTable, type ArticleTableProps } from './ArticleTable';
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
  parameters: {
    testViewport: { width: 1200, height: 720 },
    docs: {
      description: {
        component:
          'One page of the article list on `DataList`. Props as before (`items`, `loading`, `editHref`, `linkComponent`, `onAction`, `canPush`, `emptyVariant`, `emptyAction`, `now`); rows may carry `origin` (JIN10 and WSCN are marked). Optional: `selected`/`onSelectedChange` and `bulkActions(selected, clear)` (article ids) add the selection column and the bulk bar; `error` with `onRetry` replaces the rows; `paging` takes the `Pagination`.',
      },
    },
  },
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
    // The origin of external articles (content §3); the editor's own (NONE) is not marked.
    await expect(canvas.getByText('WallstreetCN')).toBeVisible();
    await expect(canvas.getByText('Jin10')).toBeVisible();
    await expect(canvas.queryByText('Internal editor')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Articles' })).toHaveAttribute(
      'aria-rowcount',
      String(articleRows.length + 1),
    );
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

/** The first load: eight placeholder rows (content §9), "Loading…" for screen readers. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Articles' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

const onBulkDelete = fn();

function SelectableTable(args: ArticleTableProps) {
  const [selected, setSelected] = useState<readonly number[]>([]);
  return (
    <ArticleTable
      {...args}
      selected={selected}
      onSelectedChange={(ids) => {
        args.onSelectedChange?.(ids);
        setSelected(ids);
      }}
    />
  );
}

/**
 * Optional selection (`selected`, `onSelectedChange`) and `bulkActions`: a checkbox per article,
 * select-all, and a bar with the count and the actions.
 */
export const SelectionAndBulkActions: Story = {
  args: {
    onSelectedChange: fn(),
    bulkActions: (selected, clear) => (
      <Button
        variant="danger"
        size="sm"
        onClick={() => {
          onBulkDelete([...selected]);
          clear();
        }}
      >
        Delete selected
      </Button>
    ),
  },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvasElement, args }) => {
    onBulkDelete.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Select 央行维持/ }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith([1042]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all loaded rows' }));
    const bar = await canvas.findByRole('group', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('4 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    await expect(onBulkDelete).toHaveBeenCalledWith([1042, 1041, 1040, 1039]);
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Bulk actions' })).toBeNull());
    await userEvent.click(canvas.getByRole('checkbox', { name: /Select Federal Reserve/ }));
    await expect(await canvas.findByRole('group', { name: 'Bulk actions' })).toHaveTextContent(
      '1 selected',
    );
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('API service error, please wait...');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

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

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '文章' })).toBeVisible();
    await expect(canvas.getByText('华尔街见闻')).toBeVisible();
    await expect(canvas.getByText('12 分钟前')).toBeVisible();
  },
};
