import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_NOW } from '../fixtures';
import { EventForm, emptyEventValues } from './EventForm';

const meta = {
  title: 'Content/Calendar/EventForm',
  component: EventForm,
  args: {
    mode: 'new',
    defaultValues: emptyEventValues(null),
    onSubmit: fn(),
    onInvalid: fn(),
    onCancel: fn(),
    tagOptions: [
      { value: '1', label: 'Macro' },
      { value: '2', label: 'Rates' },
    ],
    onTagSearch: fn(),
    now: STORY_NOW,
  },
  parameters: {
    docs: {
      description: {
        component:
          'A calendar event’s form (content §3 CalendarEvent, §5): every field, the time in China time with the date-only flag, “Please input title” and “Please input body content”.',
      },
    },
  },
} satisfies Meta<typeof EventForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    // Bad input: the spec's messages by the fields, nothing sent.
    await expect((await canvas.findAllByText('Please input title')).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Please input body content').length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), '  China CPI YoY  ');
    const time = canvas.getByRole('textbox', { name: /^Time/ });
    await userEvent.type(time, '2026-11-20 09:30{Enter}');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Body' }));
    await userEvent.keyboard('October prices.');
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'China CPI YoY',
          importance: 'HIGH',
          display_time: Date.UTC(2026, 10, 20, 1, 30),
        }),
      ),
    );
  },
};

export const Editing: Story = {
  args: {
    mode: 'edit',
    onDelete: fn(),
    defaultValues: {
      ...emptyEventValues(STORY_NOW),
      title: 'US nonfarm payrolls',
      body: '<p>Jobs report for October.</p>',
      country: 'US',
      event: 'Nonfarm payrolls',
      importance: 'HIGH',
      source: 'BLS',
      forecast: '180K',
      previous: '150K',
      revised: '160K',
      actual: '',
      unit: 'K',
      tags: ['1'],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Time/ })).toHaveValue('2026-11-16 12:00');
    await expect(canvas.getByRole('textbox', { name: /^Unit/ })).toHaveValue('K');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

export const DateOnlyChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { defaultValues: { ...emptyEventValues(STORY_NOW), date_only: true, title: '两会开幕' } },
};
