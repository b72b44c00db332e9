import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emptyTemplateValues, TemplateForm } from './TemplateForm';

const meta = {
  title: 'Content/Calendar/TemplateForm',
  component: TemplateForm,
  args: {
    mode: 'new',
    defaultValues: emptyTemplateValues({ country: 'US', importance: 'MEDIUM' }),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TemplateForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's messages by their fields; a time that is not HH:mm is refused; nothing is sent. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await canvas.findAllByText('Please input title')).length).toBeGreaterThan(0);
    await expect((await canvas.findAllByText('Please input body content')).length).toBeGreaterThan(
      0,
    );
    const time = canvas.getByRole('textbox', { name: /^Time \(China time/ });
    await userEvent.clear(time);
    await userEvent.type(time, '25:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      (await canvas.findAllByText('Please input a time as HH:mm')).length,
    ).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Editing: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      title_pattern: '美国{month}月CPI年率',
      event: 'CPI YoY',
      country: 'US',
      importance: 'HIGH',
      source: 'BLS',
      unit: '%',
      default_time: '20:30',
      date_only: false,
      body: '<p>CPI YoY：前值、预期与公布值。</p>',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const unit = canvas.getByRole('textbox', { name: /^Unit/ });
    await userEvent.clear(unit);
    await userEvent.type(unit, 'pct');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ unit: 'pct', default_time: '20:30', importance: 'HIGH' }),
      ),
    );
  },
};

/** An Admin editing a saved template may delete it (the console confirms first). */
export const EditingWithDelete: Story = {
  args: { ...Editing.args, onDelete: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
