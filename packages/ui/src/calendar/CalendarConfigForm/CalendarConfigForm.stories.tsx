import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarConfigForm, emptyCalendarValues } from './CalendarConfigForm';

const meta = {
  title: 'Content/Calendar/CalendarConfigForm',
  component: CalendarConfigForm,
  args: {
    mode: 'new',
    defaultValues: emptyCalendarValues(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof CalendarConfigForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new calendar: the name is required, the order is 0–9999; nothing is sent until both hold. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await canvas.findAllByText('Please input title first')).length).toBeGreaterThan(
      0,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), '欧元区数据');
    const order = canvas.getByRole('textbox', { name: /^Order/ });
    await userEvent.clear(order);
    await userEvent.type(order, '-3');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      (await canvas.findAllByText('The order is a whole number from 0 to 9999')).length,
    ).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(order);
    await userEvent.type(order, '4');
    await userEvent.click(canvas.getByRole('switch', { name: 'Publish its events automatically' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: '欧元区数据', position: '4', auto_publish: false }),
      ),
    );
  },
};

export const Editing: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      name: '美国经济数据',
      country: 'US',
      kind: 'ECONOMIC',
      default_importance: 'MEDIUM',
      date_only: false,
      auto_publish: true,
      position: '0',
      description: 'US macro indicators',
    },
  },
};

/** A Normal User reads the config; the fields are disabled and there is no Save. */
export const ReadOnly: Story = {
  args: { ...Editing.args, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};
