import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { fromChinaParts } from '../../utils/chinaTime';
import { weekdayIndex } from '../Calendar/calendarModel';
import { DateTimePicker } from './DateTimePicker';

// Sunday 22 November 2026, 15:30 China time. The test browser runs in New York: every text below
// is China time all the same.
const NOW = fromChinaParts({ year: 2026, month: 11, day: 22, hour: 15, minute: 30 });
const at = (day: number, hour = 0, minute = 0, month = 11) =>
  fromChinaParts({ year: 2026, month, day, hour, minute });

const meta = {
  title: 'Inputs/DateTimePicker',
  component: DateTimePicker,
  args: { label: 'Planned publish time', now: NOW, onChange: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? null);
    return (
      <DateTimePicker
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { value: at(22, 15, 30) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Planned publish time' });
    await expect(input).toHaveValue('2026-11-22 15:30');
    await expect(input).toHaveAccessibleDescription('China time (GMT+8)');
    await expect(canvas.getByText('GMT+8')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose date' });
    // The selected day has the focus.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('gridcell', { name: 'Sunday, November 22, 2026' }),
      ).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('gridcell', { name: /November 25, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(at(25, 15, 30));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Hour' }), '09');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Minute' }), '05');
    await expect(args.onChange).toHaveBeenLastCalledWith(at(25, 9, 5));
    await expect(input).toHaveValue('2026-11-25 09:05');
    // Left open for the screenshot.
    await expect(dialog).toBeVisible();
  },
};

export const Empty: Story = {
  args: { required: true, hint: 'Leave empty to publish at once.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Planned publish time' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm');
    await expect(input).toBeRequired();
  },
};

export const TypedInput: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Planned publish time' });
    await userEvent.type(input, '2026-12-01 09:05{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(at(1, 9, 5, 12));
    await userEvent.clear(input);
    await userEvent.type(input, '2026/12/3 8:00');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(at(3, 8, 0, 12));
    await expect(input).toHaveValue('2026-12-03 08:00');
  },
};

export const InvalidInput: Story = {
  args: { value: at(22, 15, 30) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Planned publish time' });
    await userEvent.clear(input);
    await userEvent.type(input, '2026-13-40 25:00');
    await userEvent.tab();
    // The text stays for correction, the value does not change.
    await expect(canvas.getByText('Error data format')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('2026-13-40 25:00');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardOnly: Story = {
  args: { value: at(22, 15, 30) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Planned publish time' });
    await userEvent.click(input);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = screen.getByRole('dialog', { name: 'Choose date' });
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(at(14, 15, 30));
    // Escape closes the dialog and gives focus back to its button.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).not.toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Open calendar' })).toHaveFocus(),
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const DateOnly: Story = {
  args: { label: 'Roadshow date', mode: 'date', value: at(22) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Roadshow date' });
    await expect(input).toHaveValue('2026-11-22');
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    await expect(screen.queryByRole('combobox', { name: 'Hour' })).toBeNull();
    await userEvent.click(screen.getByRole('gridcell', { name: /November 30, 2026/ }));
    // Date mode: a pick closes the calendar; the value is the start of the China day.
    await expect(args.onChange).toHaveBeenLastCalledWith(at(30));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(input).toHaveValue('2026-11-30');
  },
};

export const Limits: Story = {
  args: {
    label: 'Scheduled push',
    min: NOW,
    max: at(30, 23, 59),
    disabledDate: (start: number) => weekdayIndex(start) === 5,
    hint: 'After now, within the next week-days of November.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Scheduled push' });
    await userEvent.type(input, '2026-11-21 10:00{Enter}');
    await expect(canvas.getByText('Cannot be earlier than 2026-11-22 15:30')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    const dialog = screen.getByRole('dialog');
    await expect(
      within(dialog).getByRole('gridcell', { name: 'Saturday, November 21, 2026' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(dialog).getByRole('gridcell', { name: 'Saturday, November 28, 2026' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(dialog).getByRole('gridcell', { name: 'Tuesday, December 1, 2026' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithError: Story = {
  args: { value: at(20, 8, 0), error: 'The scheduled time must be after now' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Planned publish time' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'The scheduled time must be after now China time (GMT+8)',
    );
  },
};

export const Disabled: Story = {
  args: { value: at(22, 15, 30), disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Open calendar' })).toBeDisabled();
  },
};

export const Chinese: Story = {
  args: { label: '定时发布时间', value: at(22, 15, 30), clearable: true },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '打开日历' }));
    const dialog = screen.getByRole('dialog', { name: '选择日期' });
    await expect(within(dialog).getByRole('grid', { name: '2026年11月' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeVisible();
  },
};
