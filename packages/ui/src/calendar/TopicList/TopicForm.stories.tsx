import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TopicForm, emptyTopicValues } from './TopicForm';

const meta = {
  title: 'Content/Calendar/TopicForm',
  component: TopicForm,
  args: {
    mode: 'new',
    defaultValues: emptyTopicValues('TREASURY'),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TopicForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await canvas.findAllByText('Please input title first')).length).toBeGreaterThan(
      0,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Bond auctions');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Website/ }), 'not a url');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      (await canvas.findAllByText('Please enter a valid http(s) URL')).length,
    ).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Website/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Bond auctions', channels: ['TREASURY'] }),
      ),
    );
  },
};
