import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { crawlerRows, LONG_TITLE } from '../fixtures';
import { CrawlerTable } from './CrawlerTable';

const meta = {
  title: 'Ingestion/CrawlerTable',
  component: CrawlerTable,
  tags: ['autodocs'],
  args: { items: crawlerRows, onEdit: fn(), onRun: fn() },
  parameters: {
    testViewport: { width: 1300, height: 520 },
    docs: {
      description: {
        component:
          "The crawlers (operations §3 Crawler): name and key, source, schedule with the next run, enabled, status and the last run (time, duration, items found and new, error). Management offers Edit and Run now; the batch screen selects rows and shows each crawler's progress.",
      },
    },
  },
} satisfies Meta<typeof CrawlerTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('412 ms, 20 found, 3 new')).toBeVisible();
    await expect(canvas.getByText('Timed out after 10000 ms')).toBeVisible();
    await expect(canvas.getByText('Never run')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Run PBC announcements now' }));
    await expect(args.onRun).toHaveBeenCalledWith(crawlerRows[0]);
  },
};

/** The batch screen: selection, bulk actions and progress per crawler. */
export const Batch: Story = {
  args: {
    onEdit: undefined,
    onRun: undefined,
    selectable: true,
    progress: new Map([
      ['1', { state: 'done', run: crawlerRows[0]!.last_run! }],
      ['2', { state: 'running' }],
      ['3', { state: 'failed', message: 'The source must be published first.' }],
    ]),
    bulkActions: () => <Button variant="primary">Run</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select 金十快讯' }));
    await expect(canvas.getByRole('button', { name: 'Run' })).toBeVisible();
    await expect(canvas.getByText('Running')).toBeVisible();
    await expect(canvas.getByText('The source must be published first.')).toBeVisible();
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No crawlers')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: '未找到相关数据', onRetry: fn() },
};

export const LongText: Story = {
  args: {
    items: [
      {
        ...crawlerRows[1]!,
        name: LONG_TITLE,
        last_run: {
          ...crawlerRows[1]!.last_run!,
          error: `Refused: ${'very-long-host-name.'.repeat(8)}example resolves to 10.0.0.1, a private or loopback address`,
        },
      },
    ],
  },
};
