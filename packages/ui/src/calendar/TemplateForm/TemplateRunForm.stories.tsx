import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TemplateRunForm } from './TemplateRunForm';

/** 2026-11-26 12:00 China time. */
const NOW = Date.UTC(2026, 10, 26, 4);

const meta = {
  title: 'Content/Calendar/TemplateRunForm',
  component: TemplateRunForm,
  args: { onSubmit: fn(), now: NOW },
} satisfies Meta<typeof TemplateRunForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without dates nothing is sent; with a range, the China days and the repetition are. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create events' }));
    await expect((await canvas.findAllByText('Please choose the dates')).length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const fields = canvas.getAllByRole('textbox');
    await userEvent.type(fields[0]!, '2026-12-07');
    await userEvent.type(fields[1]!, '2026-12-11');
    await userEvent.click(canvas.getByRole('button', { name: 'Create events' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        range: { start: Date.UTC(2026, 11, 6, 16), end: Date.UTC(2026, 11, 11, 16) },
        recurrence: 'WEEKDAYS',
      }),
    );
  },
};

/** A new template: events are made from a saved one. */
export const SaveFirst: Story = {
  args: { disabledReason: 'Save the template first' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Create events' })).toBeDisabled();
    await expect(canvas.getByText('Save the template first')).toBeVisible();
  },
};
