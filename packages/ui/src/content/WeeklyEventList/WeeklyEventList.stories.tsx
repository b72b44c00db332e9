import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WEEK_OF, weekEvents } from './fixtures';
import type { WeeklyEvent } from './weekModel';
import { WeeklyEventList } from './WeeklyEventList';

const meta = {
  title: 'Content/WeeklyEventList',
  component: WeeklyEventList,
  args: { events: weekEvents, weekStart: WEEK_OF, onChange: fn(), onDelete: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The weekly event list of content §2: a GMT+8 label, MON–SUN rows (`days={5}`: Monday to Friday, the dashboard), editable titles and times in China time whatever the browser’s zone, delete per row, "no important events this week".',
      },
    },
  },
  render: function Render(args) {
    const [events, setEvents] = useState<readonly WeeklyEvent[]>(args.events);
    return (
      <WeeklyEventList
        {...args}
        events={events}
        onChange={
          args.onChange
            ? (event, change) => {
                args.onChange?.(event, change);
                setEvents((all) => all.map((e) => (e.id === event.id ? { ...e, ...change } : e)));
              }
            : undefined
        }
        onDelete={
          args.onDelete
            ? (event) => {
                args.onDelete?.(event);
                setEvents((all) => all.filter((e) => e.id !== event.id));
              }
            : undefined
        }
      />
    );
  },
} satisfies Meta<typeof WeeklyEventList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('GMT+8')).toBeVisible();
    for (const day of ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'])
      await expect(canvas.getByText(day)).toBeVisible();
    // Times are China time: 09:15 on Monday whatever the zone of the browser.
    await expect(canvas.getByLabelText('Time of China LPR decision (GMT+8)')).toHaveValue('09:15');
    const title = canvas.getByRole('textbox', { name: 'Title of the event at 09:15' });
    await userEvent.clear(title);
    await userEvent.tab();
    // An empty title is refused next to the field and changes nothing.
    await expect(canvas.getByText('Please input title')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(title, 'China LPR unchanged{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }), {
      title: 'China LPR unchanged',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Eurozone CPI flash' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
    await expect(canvas.queryByText('Eurozone CPI flash')).toBeNull();
  },
};

export const Weekdays: Story = {
  args: { days: 5, title: 'This week', onChange: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('FRI')).toBeVisible();
    await expect(canvas.queryByText('SAT')).toBeNull();
    // The Sunday event is left out of the Monday–Friday list; read-only rows have no delete.
    await expect(canvas.queryByText('China official PMI')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * The dashboard variant (#12, #13): Monday to Friday, titles edited in place, times shown in China
 * time but not edited, delete per row (the dashboard asks for a confirm before it deletes).
 */
export const DashboardEditable: Story = {
  args: { days: 5, title: 'This week’s events', editTimes: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('FRI')).toBeVisible();
    await expect(canvas.queryByText('SAT')).toBeNull();
    // Clocks are read-only here: China time as text, no time field.
    await expect(canvas.queryByLabelText('Time of China LPR decision (GMT+8)')).toBeNull();
    await expect(canvas.getByText('09:15')).toBeVisible();
    const title = canvas.getByRole('textbox', { name: 'Title of the event at 09:15' });
    await userEvent.clear(title);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Please input title')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(title, 'LPR decision, rates unchanged{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }), {
      title: 'LPR decision, rates unchanged',
    });
    await expect(canvas.getByRole('textbox', { name: 'Title of the event at 09:15' })).toHaveValue(
      'LPR decision, rates unchanged',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Eurozone CPI flash' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '4' }));
    await expect(canvas.queryByText('Eurozone CPI flash')).toBeNull();
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('no important events this week')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { events: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('no important events this week')).toBeNull();
  },
};

export const Failed: Story = {
  args: { events: [], error: 'API service error, please wait...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'API service error, please wait...',
    );
  },
};

export const LongTextChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    events: [
      ...weekEvents,
      {
        id: '9',
        title:
          '国家统计局公布十一月官方制造业采购经理指数与非制造业商务活动指数及综合产出指数，市场预期制造业景气小幅回升',
        time: WEEK_OF + 2 * 86_400_000 + 10 * 3_600_000,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('周三')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '本周事件' })).toBeVisible();
  },
};
