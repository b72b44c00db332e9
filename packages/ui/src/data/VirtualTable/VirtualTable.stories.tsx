import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../../feedback/Avatar';
import { EmptyState } from '../../feedback/EmptyState';
import { StatusBadge } from '../../feedback/StatusBadge';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { formatChinaTime } from '../../utils/chinaTime';
import { makeArticles, storyNow, type ArticleRow } from '../fixtures';
import { VirtualTable, type VirtualTableColumn } from './VirtualTable';

const ArticleTable = VirtualTable<ArticleRow>;
const views = new Intl.NumberFormat('en-US');

const columns: VirtualTableColumn<ArticleRow>[] = [
  { key: 'code', header: 'ID', width: 96 },
  {
    key: 'title',
    header: 'Title',
    render: (row) => (
      <Text truncate title={row.title}>
        {row.title}
      </Text>
    ),
  },
  {
    key: 'author',
    header: 'Author',
    width: 150,
    render: (row) => (
      <Stack direction="row" gap={2} align="center">
        <Avatar name={row.author} size="xs" decorative />
        <Text truncate>{row.author}</Text>
      </Stack>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    width: 196,
    render: (row) => <StatusBadge status={row.status} plannedAt={row.plannedAt} now={storyNow} />,
  },
  {
    key: 'views',
    header: 'Views',
    width: 88,
    align: 'end',
    render: (row) => views.format(row.views),
  },
  {
    key: 'displayTime',
    header: 'Display time',
    width: 136,
    render: (row) => formatChinaTime(row.displayTime),
  },
];

const rows200 = makeArticles(200);
const rows10k = makeArticles(10_000);

const meta = {
  title: 'Data/VirtualTable',
  component: ArticleTable,
  args: {
    rows: rows200,
    columns,
    getRowId: (row) => row.id,
    label: 'Articles',
    height: 420,
  },
  argTypes: { rows: { control: false }, columns: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Renders only the rows in view plus `overscan`, so 10,000 rows scroll smoothly. Give it a `height` (container scrolling, the list pages) or `scroll="window"`. Columns: `key`, `header`, `width` (px or a grid track), `render(row)`, `align`. Rows are one tab stop: arrows, Page Up/Down and Home/End move, Space selects, Enter calls `onRowActivate`. `onEndReached` fires once per row count near the end; `loading` appends placeholder rows (8 by default, spec §9). Selection is `selected`/`onSelectedChange` with ids from `getRowId`; the header box selects every loaded row.',
      },
    },
  },
} satisfies Meta<typeof ArticleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const scroller = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-scroll="container"]')!;
const renderedRows = (grid: HTMLElement) => grid.querySelectorAll('[role="row"][aria-rowindex]');
const rowAt = (grid: HTMLElement, ariaRowIndex: number) =>
  grid.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${ariaRowIndex}"]`);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Articles' });
    await expect(grid).toHaveAttribute('aria-rowcount', '201');
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Title',
      'Author',
      'Status',
      'Views',
      'Display time',
    ]);
    // Only the rows in view (plus overscan) are in the DOM.
    await expect(renderedRows(grid).length).toBeLessThan(30);
    // Scrolled down, the header stays at the top of the container.
    const box = scroller(canvasElement);
    box.scrollTop = 2400;
    await waitFor(() => expect(rowAt(grid, 52)).not.toBeNull());
    const header = canvas.getAllByRole('row')[0]!;
    await expect(header.getBoundingClientRect().top).toBe(box.getBoundingClientRect().top + 1);
  },
};

export const TenThousandRows: Story = {
  args: { rows: rows10k, height: 480 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Articles' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    const box = scroller(canvasElement);
    box.scrollTop = box.scrollHeight;
    // The last row renders …
    await waitFor(() => expect(rowAt(grid, 10_001)).not.toBeNull());
    await expect(rowAt(grid, 10_001)).toHaveTextContent('A-10000');
    await expect(rowAt(grid, 10_001)!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      box.getBoundingClientRect().bottom,
    );
    // … and the DOM holds a few dozen rows, not ten thousand.
    await expect(renderedRows(grid).length).toBeLessThan(40);
    await expect(rowAt(grid, 2)).toBeNull();
  },
};

/**
 * Controlled with React state rather than `useArgs`: updating args re-renders the story, and
 * Storybook reports a re-render during play as the story finished, so the test-runner could take
 * the screenshot while the play is still running.
 */
function ControlledSelection(args: Parameters<typeof ArticleTable>[0]) {
  const [selected, setSelected] = useState<readonly string[]>(args.selected ?? []);
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

export const Selection: Story = {
  args: { selectable: true, selected: ['article-2'], onSelectedChange: fn() },
  render: (args) => <ControlledSelection {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Articles' });
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all loaded rows' });
    // One row of 200 selected: the header box is mixed.
    await expect(selectAll).toBePartiallyChecked();
    await expect(rowAt(grid, 3)).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 1' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['article-2', 'article-1']);
    await expect(rowAt(grid, 2)).toHaveAttribute('aria-selected', 'true');
    // Select every loaded row, including those not rendered.
    await userEvent.click(selectAll);
    const all = (args.onSelectedChange as unknown as { mock: { lastCall: [string[]] } }).mock
      .lastCall[0];
    await expect(all).toHaveLength(200);
    await expect(selectAll).toBeChecked();
    const box = scroller(canvasElement);
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(rowAt(grid, 201)).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 200' }));
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(
      expect.not.arrayContaining(['article-200']),
    );
    await expect(rowAt(grid, 201)).toHaveAttribute('aria-selected', 'false');
    await expect(rowAt(grid, 200)).toHaveAttribute('aria-selected', 'true');
    await expect(selectAll).toBePartiallyChecked();
  },
};

export const Keyboard: Story = {
  args: { selectable: true, onRowActivate: fn(), onSelectedChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Articles' });
    // Tab reaches the header checkbox, then the rows (one tab stop for all of them).
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: 'Select all loaded rows' })).toHaveFocus(),
    );
    await userEvent.tab();
    await waitFor(() => expect(rowAt(grid, 2)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(rowAt(grid, 4)).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(['article-3']);
    await expect(rowAt(grid, 4)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowActivate).toHaveBeenCalledWith(rows200[2], 2);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(rowAt(grid, 201)).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(rowAt(grid, 2)).toHaveFocus());
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(rowAt(grid, 9)).toHaveFocus());
    // Tab leaves the grid instead of walking through every row.
    await expect(grid.querySelectorAll('[role="row"][tabindex="0"]')).toHaveLength(1);
  },
};

function InfiniteDemo(args: Partial<Parameters<typeof ArticleTable>[0]>) {
  const [rows, setRows] = useState(() => makeArticles(40));
  const [loading, setLoading] = useState(false);
  return (
    <ArticleTable
      {...args}
      columns={columns}
      getRowId={(row) => row.id}
      label="Articles"
      height={420}
      rows={rows}
      loading={loading}
      totalCount={120}
      onEndReached={() => {
        if (rows.length >= 120) return;
        setLoading(true);
        setTimeout(() => {
          setRows((current) => [...current, ...makeArticles(40, current.length)]);
          setLoading(false);
        }, 400);
      }}
    />
  );
}

export const InfiniteLoading: Story = {
  render: () => <InfiniteDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Articles' });
    await expect(grid).toHaveAttribute('aria-rowcount', '121');
    const box = scroller(canvasElement);
    box.scrollTop = box.scrollHeight;
    // Near the end the next page loads, with placeholder rows meanwhile.
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more rows…');
    await expect(grid.querySelectorAll('[data-loading]').length).toBeGreaterThan(0);
    await waitFor(() => expect(rowAt(grid, 42)).not.toBeNull());
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
    await expect(rowAt(grid, 42)).toHaveTextContent('A-00041');
  },
};

const varied = makeArticles(500);

export const MeasuredRows: Story = {
  args: {
    rows: varied,
    rowHeight: 'auto',
    columns: [
      columns[0]!,
      {
        key: 'title',
        header: 'Title and summary',
        render: (row) => (
          <Stack gap={1}>
            <Text weight="medium">{row.title}</Text>
            <Text size="sm" tone="secondary">
              {row.summary}
            </Text>
          </Stack>
        ),
      },
      columns[3]!,
    ],
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Articles' });
    // Rows take the height of their content.
    await waitFor(() => {
      const heights = new Set(
        Array.from(renderedRows(grid)).map((r) => Math.round(r.getBoundingClientRect().height)),
      );
      return expect(heights.size).toBeGreaterThan(1);
    });
    const box = scroller(canvasElement);
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(rowAt(grid, 501)).not.toBeNull());
    // Measured rows sit one after another without overlapping.
    await waitFor(() => {
      const last = rowAt(grid, 501)!.getBoundingClientRect();
      const before = rowAt(grid, 500)!.getBoundingClientRect();
      return expect(Math.round(before.bottom)).toBe(Math.round(last.top));
    });
  },
};

export const WindowScroll: Story = {
  args: { rows: makeArticles(1000), scroll: 'window', height: undefined },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Articles' });
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(rowAt(grid, 1001)).not.toBeNull());
    await expect(renderedRows(grid).length).toBeLessThan(50);
    // The header sticks to the top of the viewport.
    const header = within(canvasElement).getAllByRole('row')[0]!;
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(0);
    // Back to the top for the screenshot (the window keeps its scroll between stories).
    window.scrollTo(0, 0);
    await waitFor(() => expect(rowAt(grid, 2)).not.toBeNull());
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Articles' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    // Eight placeholder rows by default (spec §9), hidden from assistive technology.
    await expect(grid.querySelectorAll('[data-loading][aria-hidden="true"]')).toHaveLength(8);
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: <EmptyState variant="search" size="sm" titleTag="p" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('search content empty')).toBeVisible();
    await expect(canvas.getByRole('gridcell')).toHaveTextContent(
      'Try another keyword or fewer filters',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    selectable: true,
    rows: rows200.slice(0, 30),
    label: '文章列表',
    columns: [
      { ...columns[0]!, header: '编号' },
      { ...columns[1]!, header: '标题' },
      { ...columns[2]!, header: '作者' },
      { ...columns[3]!, header: '状态' },
      { ...columns[4]!, header: '阅读量' },
      { ...columns[5]!, header: '展示时间' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: '文章列表' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '选择已加载的全部行' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '选择第 1 行' })).toBeInTheDocument();
    await expect(canvas.getAllByText('已发布').length).toBeGreaterThan(0);
  },
};
