import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '../../feedback/Avatar';
import { EmptyState } from '../../feedback/EmptyState';
import { StatusBadge } from '../../feedback/StatusBadge';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { formatChinaTime } from '../../utils/chinaTime';
import { makeArticles, storyNow, type ArticleRow } from '../fixtures';
import { VirtualList } from './VirtualList';

import { theme } from '../../foundations/tokens';
const ArticleList = VirtualList<ArticleRow>;

const ItemRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  height: 100%;
  padding: ${theme.space[2]} ${theme.space[4]};
  border-bottom: 1px solid ${theme.color.border.weak};
`;

const renderArticle = (row: ArticleRow) => (
  <ItemRow>
    <Avatar name={row.author} size="md" decorative />
    <Stack gap={0.5} style={{ flex: 1, minWidth: 0 }}>
      <Text truncate weight="medium">
        {row.title}
      </Text>
      <Text size="xs" tone="secondary">
        {row.code} · {row.author} · {formatChinaTime(row.displayTime)}
      </Text>
    </Stack>
    <StatusBadge status={row.status} plannedAt={row.plannedAt} now={storyNow} />
  </ItemRow>
);

const items1k = makeArticles(1000);

const meta = {
  title: 'Data/VirtualList',
  component: ArticleList,
  args: {
    items: items1k,
    renderItem: renderArticle,
    getItemKey: (row) => row.id,
    label: 'Latest articles',
    itemHeight: 64,
    height: 448,
    style: { maxWidth: 720 },
  },
  argTypes: { items: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'A virtualized list (the list counterpart of `DataList`): only the items in view are rendered. Fixed `itemHeight` (fastest) or `auto` to measure items of varying height; container or window scrolling; `onEndReached`, `loading` placeholders and an `empty` slot.',
      },
    },
  },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

const scroller = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-scroll="container"]')!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Latest articles' });
    const items = within(list).getAllByRole('listitem');
    // 448 px of 64 px items: 7 in view plus overscan, out of 1,000.
    await expect(items.length).toBeLessThan(20);
    await expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    await expect(items[0]).toHaveAttribute('aria-posinset', '1');
    // The list takes keyboard focus so it can be scrolled without a mouse.
    await expect(list).toHaveAttribute('tabindex', '0');
  },
};

export const TenThousandItems: Story = {
  args: { items: makeArticles(10_000) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Latest articles' });
    const box = scroller(canvasElement);
    box.scrollTop = box.scrollHeight;
    await waitFor(() =>
      expect(list.querySelector('[aria-posinset="10000"]')).toHaveTextContent('A-10000'),
    );
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(30);
  },
};

export const MeasuredItems: Story = {
  args: {
    itemHeight: 'auto',
    items: makeArticles(300),
    renderItem: (row) => (
      <ItemRow>
        <Stack gap={1}>
          <Text weight="medium">{row.title}</Text>
          <Text size="sm" tone="secondary">
            {row.summary}
          </Text>
        </Stack>
      </ItemRow>
    ),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Latest articles' });
    await waitFor(() => {
      const heights = new Set(
        within(list)
          .getAllByRole('listitem')
          .map((item) => Math.round(item.getBoundingClientRect().height)),
      );
      return expect(heights.size).toBeGreaterThan(1);
    });
    const box = scroller(canvasElement);
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(list.querySelector('[aria-posinset="300"]')).not.toBeNull());
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-loading]')).toHaveLength(8);
  },
};

export const Empty: Story = {
  args: { items: [], empty: <EmptyState variant="content" size="sm" titleTag="p" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No content yet')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
