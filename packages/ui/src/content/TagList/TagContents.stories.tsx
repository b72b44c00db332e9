import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fromChinaParts } from '../../utils/chinaTime';
import { TagContents, type TagContentRow, type TagRelationGroupNumber } from './TagContents';

const base = fromChinaParts({ year: 2026, month: 11, day: 24, hour: 9 });
const kinds = [1, 3, 9, 13, 8, -1];
const makeRows = (n: number): TagContentRow[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: kinds[i % kinds.length]!,
    raw_id: i + 1,
    title: `Market wrap ${i + 1}`,
    status: i % 7 === 0 ? 'draft' : 'published',
    datetime: base - i * 60_000,
  }));

const meta = {
  title: 'Content/TagContents',
  component: TagContents,
  args: {
    group: 99,
    onGroupChange: fn(),
    rows: makeRows(12),
    total: 12,
    hrefOf: (row) => (row.kind === 1 ? `/content/article/${row.raw_id}` : null),
  },
  render: function Render(args) {
    const [group, setGroup] = useState<TagRelationGroupNumber>(args.group);
    return (
      <TagContents
        {...args}
        group={group}
        onGroupChange={(g) => {
          args.onGroupChange(g);
          setGroup(g);
        }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Contents of a tag by channel (content §3 groups; ALL covers every group): a virtualized list that loads more as it scrolls, smooth at 10,000 items; an unpublished tag shows a note instead of its content.',
      },
    },
  },
} satisfies Meta<typeof TagContents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 items')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Market wrap 1' })).toHaveAttribute(
      'href',
      '/content/article/1',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Channel' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Research articles' }));
    await expect(args.onGroupChange).toHaveBeenCalledWith(6);
  },
};

/** 10,000 items: only the rows in view are in the DOM, and scrolling to the end asks for more. */
export const TenThousand: Story = {
  args: { rows: makeRows(10_000), total: 12_000, onEndReached: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Contents of the channel' });
    await expect(table).toHaveAttribute('aria-rowcount', '12001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    const frame = table.parentElement!;
    const started = performance.now();
    frame.scrollTop = frame.scrollHeight;
    await waitFor(() => expect(within(table).getByText('Market wrap 10000')).toBeVisible());
    console.log(
      `TagContents: scrolled 10,000 rows to the end in ${Math.round(performance.now() - started)} ms`,
    );
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalled());
    frame.scrollTop = 0;
    await waitFor(() => expect(within(table).getByText('Market wrap 1')).toBeVisible());
  },
};

export const Unpublished: Story = {
  args: { unpublished: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'This tag is not published: its content shows once it is published.',
    );
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { rows: [], total: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No content in this channel')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rows: [], total: undefined, error: 'API service error, please wait...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'API service error, please wait...',
    );
  },
};

export const LongTextChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    rows: [
      {
        kind: 1,
        raw_id: 1,
        title:
          '央行开展公开市场逆回购操作并下调中期借贷便利利率，市场流动性预期改善，债券收益率全线下行，股市成交额明显放大',
        status: 'published',
        datetime: base,
      },
    ],
    total: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('共 1 条')).toBeVisible();
  },
};

/** With the add-to-channel bar and a remove button per row (the tag detail page). */
export const Editable: Story = {
  args: {
    onRemove: fn(),
    toolbar: <p>Add-to-channel controls</p>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add-to-channel controls')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Market wrap 2 from the channel' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ raw_id: 2 }));
  },
};
