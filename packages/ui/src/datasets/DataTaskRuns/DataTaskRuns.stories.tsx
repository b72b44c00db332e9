import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatInZone } from '../shared/datetime';
import { DATA_NOW } from '../fixtures';
import { DataTaskRuns, type DataTaskRunData } from './DataTaskRuns';

const chinaTime = (ms: number) => formatInZone(ms, 'YYYY-MM-DD HH:mm', 'ASIA_SHANGHAI');
const DAY = 86_400_000;

const runs: DataTaskRunData[] = [
  {
    id: '3',
    started_at: DATA_NOW - 3_600_000,
    duration_ms: 184,
    rows_fetched: 240,
    rows_added: 1,
    rows_updated: 2,
    error: null,
    trigger: 'MANUAL',
  },
  {
    id: '2',
    started_at: DATA_NOW - DAY,
    duration_ms: 30_000,
    rows_fetched: 0,
    rows_added: 0,
    rows_updated: 0,
    error: 'Timed out after 30000 ms',
    trigger: 'SCHEDULE',
  },
  {
    id: '1',
    started_at: DATA_NOW - 2 * DAY,
    duration_ms: 212,
    rows_fetched: 240,
    rows_added: 240,
    rows_updated: 0,
    error: null,
    trigger: 'SCHEDULE',
  },
];

const meta = {
  title: 'Ingestion/Data/DataTaskRuns',
  component: DataTaskRuns,
  tags: ['autodocs'],
  args: {
    frequency: { every: 1, unit: 'DAYS' },
    nextRunAt: DATA_NOW + 20 * 3_600_000,
    runs,
    formatTime: chinaTime,
    onRunNow: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The task of an API data source (designed here): its frequency, the next run (China time), Run now for admins, and the latest runs with time, trigger, duration, rows fetched, added and updated, and why a run failed.',
      },
    },
  },
} satisfies Meta<typeof DataTaskRuns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A daily task with a failed scheduled run between two that succeeded. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const task = canvas.getByRole('region', { name: 'Task' });
    await expect(within(task).getByText('Every 1 days')).toBeVisible();
    await expect(within(task).getByText('2024-12-21 06:30')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Latest runs' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent(
      /2024-12-20 09:30.*Manual.*184 ms.*240.*1.*2.*Succeeded/,
    );
    await expect(rows[2]).toHaveTextContent('Timed out after 30000 ms');
    await userEvent.click(canvas.getByRole('button', { name: 'Run now' }));
    await expect(args.onRunNow).toHaveBeenCalledOnce();
  },
};

/** No run yet, and a normal user (no Run now). */
export const NoRunsYet: Story = {
  args: { runs: [], onRunNow: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No runs yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Run now' })).toBeNull();
  },
};

/** A source without a task frequency: not scheduled, and Run now is off. */
export const Unscheduled: Story = {
  args: { frequency: null, nextRunAt: null, runs: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not scheduled')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Run now' })).toBeDisabled();
  },
};

/** A run under way. */
export const Running: Story = {
  args: { running: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Run now/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The runs could not be read. */
export const LoadFailed: Story = {
  args: { runs: [], error: 'Data source not found (code: 404)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Data source not found (code: 404)',
    );
  },
};
