import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  emptyEventListFilters,
  EventListTable,
  type EventListFilterValues,
  type EventListItem,
} from './EventListTable';

/** 2026-11-26 12:00 China time. */
const NOW = Date.UTC(2026, 10, 26, 4);
const HOUR = 3_600_000;

const events: EventListItem[] = [
  {
    id: '11',
    title: '美国11月CPI年率',
    display_time: Date.UTC(2026, 11, 10, 12, 30),
    time_format: 'DATETIME',
    importance: 'HIGH',
    status: 'PUBLISHED',
    country: 'US',
    event: 'CPI YoY',
    forecast: '2.9%',
    previous: '3.0%',
    actual: null,
    calendar: { id: '1', name: '美国经济数据' },
  },
  {
    id: '12',
    title: '中国11月官方制造业PMI',
    display_time: Date.UTC(2026, 10, 30, 1, 30),
    time_format: 'DATETIME',
    importance: 'MEDIUM',
    status: 'DRAFT',
    country: 'CN',
    event: 'NBS Manufacturing PMI',
    forecast: '50.2',
    previous: '49.8',
    actual: null,
    unit: 'pts',
    calendar: { id: '2', name: '中国经济数据' },
  },
  {
    id: '13',
    title: '2026-12-25 休市提醒',
    display_time: Date.UTC(2026, 11, 24, 16),
    time_format: 'DATE',
    importance: 'LOW',
    status: 'PUBLISHED',
    country: 'other',
    calendar: null,
  },
  {
    id: '14',
    title: '欧元区GDP',
    display_time: NOW + 5 * HOUR,
    time_format: 'DATETIME',
    importance: 'LOW',
    status: 'PUBLISHED',
    country: 'EU',
    calendar: null,
  },
];

const calendars = [
  { id: '1', name: '美国经济数据' },
  { id: '2', name: '中国经济数据' },
];

const meta = {
  title: 'Content/Calendar/EventListTable',
  component: EventListTable,
  args: {
    events,
    calendars,
    filters: emptyEventListFilters(),
    onFiltersChange: fn(),
    onOpen: fn(),
    now: NOW,
  },
  render: function Render(args) {
    const [, update] = useArgs<{ filters: EventListFilterValues }>();
    return (
      <EventListTable
        {...args}
        onFiltersChange={(filters) => {
          args.onFiltersChange(filters);
          update({ filters });
        }}
      />
    );
  },
} satisfies Meta<typeof EventListTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Times in China time (a date-only event without a time); filters and Reset. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Calendar events' });
    await expect(within(table).getByText('2026/12/10 20:30')).toBeVisible();
    await expect(within(table).getByText('2026/12/25')).toBeVisible();
    // The unit column: a template's unit is copied into its events.
    await expect(within(table).getByRole('columnheader', { name: 'Unit' })).toBeVisible();
    await expect(within(table).getByText('pts')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: '美国11月CPI年率' }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '11' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Keyword' }), 'CPI{Enter}');
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ keyword: 'CPI' }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith(emptyEventListFilters()),
    );
  },
};

/** Loading is announced once by the status region; the placeholder shapes are hidden from it. */
export const Loading: Story = {
  args: { events: [], loading: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByText(/^(Loading…|加载中…)$/);
    await expect(status).toHaveAttribute('role', 'status');
    await expect(
      canvasElement.querySelector('[aria-busy="true"] [data-part="skeleton"]'),
    ).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No events')).toBeVisible();
  },
};

export const EmptySearch: Story = {
  args: { events: [], filters: { ...emptyEventListFilters(), keyword: 'nothing' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('search content empty')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { events: [], error: 'API service error, please wait...' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'API service error',
    );
  },
};
