import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_MONTH, STORY_NEXT_MONTH, STORY_NOW, storyEvents } from '../fixtures';
import { EventCalendar } from './EventCalendar';

const meta = {
  title: 'Content/Calendar/EventCalendar',
  component: EventCalendar,
  args: {
    view: 'month',
    start: STORY_MONTH,
    end: STORY_NEXT_MONTH,
    now: STORY_NOW,
    events: storyEvents(40),
    onViewChange: fn(),
    onNavigate: fn(),
    onOpen: fn(),
    onCreate: fn(),
    onDelete: fn(),
    onShowDay: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The calendar of events (content §2 /content/events): month, week (the weekly event list, passed in) and list views of one range, in China time whatever the browser’s zone. The month view shows three events a day and “+N more”; the list view is virtualized.',
      },
    },
  },
} satisfies Meta<typeof EventCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2026/11' })).toBeVisible();
    await expect(canvas.getByText('GMT+8')).toBeVisible();
    // 2026-11-01 09:00 China time, whatever the zone the browser runs in.
    const day = canvas.getByRole('cell', { name: /^2026\/11\/01,/ });
    await userEvent.click(within(day).getByRole('button', { name: /^09:00 CPI YoY 1$/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'List' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
    await userEvent.click(canvas.getByRole('button', { name: 'New event on 2026/11/02' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const ManyEvents: Story = {
  args: { events: storyEvents(2000) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = canvas.getAllByRole('button', { name: /more events on/ });
    await expect(more.length).toBeGreaterThan(0);
    await userEvent.click(more[0]!);
    await expect(args.onShowDay).toHaveBeenCalled();
  },
};

export const List: Story = {
  args: { view: 'list', events: storyEvents(2000) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: /^Events 2026\/11\/01/ });
    // Virtualized: the rows arrive once the list has measured itself, and only a few of the 2,000
    // are in the page.
    const remove = await within(list).findByRole('button', { name: 'Delete CPI YoY 1' });
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(60);
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
  },
};

export const Empty: Story = {
  args: { view: 'list', events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No events in this range')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { events: [], loading: true },
};

export const Failed: Story = {
  args: { events: [], error: 'API service error, please wait...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'API service error, please wait...',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { view: 'list', events: storyEvents(12) },
};
