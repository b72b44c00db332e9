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

declare global {
  interface Window {
    /** Benchmark lines the Storybook test-runner prints (see .storybook/test-runner.ts). */
    __ndPerfLines?: string[];
  }
}

/** One 60 Hz frame: the target of a smooth scroll. */
const FRAME_TARGET_MS = 16.7;
/**
 * The gate: the 95th percentile of frame times over the scripted scroll. 100 ms (six frames), not
 * 50: on the shared two-core runner (load 6 to 8) the p95 measured from 16.8 to 67 ms from one run
 * to the next, the median always one frame; a list that is not virtualized takes seconds a frame.
 */
const FRAME_GATE_MS = 100;
/** A fast wheel or trackpad scroll: pixels per frame (about four rows). */
const SCROLL_STEP_PX = 180;
/** Frames scrolled at each place of the list: the start, the middle and the end. */
const FRAMES_PER_PLACE = 60;

/** Times between `frames` consecutive animation frames, calling `step(n)` (1-based) in each. */
function frameTimes(frames: number, step: (n: number) => void = () => {}): Promise<number[]> {
  return new Promise((resolve) => {
    const times: number[] = [];
    let last: number | undefined;
    let n = 0;
    const tick = (now: number) => {
      if (last !== undefined) times.push(now - last);
      last = now;
      if (n === frames) {
        resolve(times);
        return;
      }
      n += 1;
      step(n);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * A scripted scroll of `frame`: at the start, the middle and the end of the list, it scrolls down
 * `FRAMES_PER_PLACE` frames of `SCROLL_STEP_PX` each, one step per animation frame (the jump to a
 * place is not timed). Answers the time between consecutive frames: what the user feels as
 * smoothness, the rendering of the rows brought into view included.
 */
async function scriptedScroll(frame: HTMLElement): Promise<number[]> {
  const span = frame.scrollHeight - frame.clientHeight - SCROLL_STEP_PX * FRAMES_PER_PLACE;
  const times: number[] = [];
  for (const from of [0, Math.round(span / 2), span]) {
    frame.scrollTop = from;
    await frameTimes(2);
    times.push(
      ...(await frameTimes(FRAMES_PER_PLACE, (n) => {
        frame.scrollTop = from + n * SCROLL_STEP_PX;
      })),
    );
  }
  return times;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * The tag detail budget (issue 12): 10,000 related contents stay smooth. Only the rows in view are
 * in the DOM; a scripted scroll (start, middle and end of the list, one step per animation frame)
 * keeps the 95th percentile of frame times within 100 ms (target one 60 Hz frame, 16.7 ms). The
 * figure is logged as `[perf] tag contents 10000 rows: …` with the idle frame times of the same
 * page for comparison (a loaded machine slows both), and printed by the test-runner. Reaching the
 * end asks for more.
 */
export const TenThousand: Story = {
  args: { rows: makeRows(10_000), total: 12_000, onEndReached: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Contents of the channel' });
    await expect(table).toHaveAttribute('aria-rowcount', '12001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    const frame = table.parentElement!;
    const idle = await frameTimes(60);
    // A first pass warms the code paths up (JIT, styles); the second is measured.
    await scriptedScroll(frame);
    const times = await scriptedScroll(frame);
    await waitFor(() => expect(within(table).getByText('Market wrap 10000')).toBeVisible());
    const p95 = percentile(times, 95);
    const line = `[perf] tag contents 10000 rows: scroll frame p95 ${p95.toFixed(1)} ms (median ${percentile(
      times,
      50,
    ).toFixed(
      1,
    )}, max ${Math.max(...times).toFixed(1)}, ${times.length} frames of ${SCROLL_STEP_PX} px; idle p95 ${percentile(
      idle,
      95,
    ).toFixed(1)} ms; target ${FRAME_TARGET_MS} ms, gate ${FRAME_GATE_MS} ms)`;
    console.log(line);
    window.__ndPerfLines = [...(window.__ndPerfLines ?? []), line];
    await expect(times).toHaveLength(3 * FRAMES_PER_PLACE);
    await expect(p95).toBeLessThanOrEqual(FRAME_GATE_MS);
    // Still only a window of rows after the scroll, and the end asked for the next page.
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
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
