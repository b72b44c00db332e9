import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { fromChinaParts } from '../../utils/chinaTime';
import { Calendar } from './Calendar';
import { DAY_MS, weekdayIndex } from './calendarModel';

// Sunday 22 November 2026, 15:30 China time.
const NOW = fromChinaParts({ year: 2026, month: 11, day: 22, hour: 15, minute: 30 });
const day = (d: number, month = 11) => fromChinaParts({ year: 2026, month, day: d });

const meta = {
  title: 'Inputs/Calendar',
  component: Calendar,
  args: { today: NOW, onSelect: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected ?? null);
    return (
      <Calendar
        {...args}
        selected={selected}
        onSelect={(d) => {
          setSelected(d);
          args.onSelect?.(d);
        }}
      />
    );
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { selected: day(12) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'November 2026' });
    // Monday first.
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    const today = canvas.getByRole('gridcell', { name: 'Sunday, November 22, 2026' });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Wednesday, November 18, 2026' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(day(18));
    await expect(
      canvas.getByRole('gridcell', { name: 'Wednesday, November 18, 2026' }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

export const KeyboardNavigation: Story = {
  args: { selected: day(22) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('gridcell', { name: 'Sunday, November 22, 2026' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('gridcell', { name: 'Monday, November 23, 2026' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{End}');
    await waitFor(() =>
      expect(canvas.getByRole('gridcell', { name: 'Sunday, December 6, 2026' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await userEvent.keyboard('{PageUp}{Home}');
    await waitFor(() =>
      expect(canvas.getByRole('gridcell', { name: 'Monday, November 2, 2026' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(day(2));
  },
};

export const Limits: Story = {
  args: {
    min: day(10),
    max: day(27) + 18 * 60 * 60 * 1000,
    // Weekends are closed for roadshows.
    disabledDate: (start: number) => weekdayIndex(start) >= 5,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const early = canvas.getByRole('gridcell', { name: 'Monday, November 9, 2026' });
    await expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Saturday, November 14, 2026' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('gridcell', { name: 'Friday, November 27, 2026' }));
    await expect(args.onSelect).toHaveBeenCalledWith(day(27));
  },
};

export const Range: Story = {
  args: { range: { from: day(16), to: day(20) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selected = canvas
      .getAllByRole('gridcell')
      .filter((c) => c.getAttribute('aria-selected') === 'true');
    await expect(selected).toHaveLength(5);
    await expect(selected[0]).toHaveAttribute('data-range', 'start');
    await expect(day(20) - day(16)).toBe(4 * DAY_MS);
  },
};

export const Chinese: Story = {
  args: { selected: day(12) },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: '2026年11月' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent('周一');
    await expect(canvas.getByRole('button', { name: '下个月' })).toBeVisible();
  },
};
