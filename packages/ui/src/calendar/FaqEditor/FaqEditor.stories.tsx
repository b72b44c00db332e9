import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FaqEditor, emptyFaqItem } from './FaqEditor';

const meta = {
  title: 'Content/Calendar/FaqEditor',
  component: FaqEditor,
  args: {
    mode: 'edit',
    defaultValues: {
      items: [
        { title: 'How do I renew?', body: '<p>From the member centre.</p>', link: '' },
        {
          title: 'What does membership include?',
          body: '<p>Reports and replays.</p>',
          link: 'https://example.cn/vip',
        },
      ],
    },
    onSubmit: fn(),
    onCancel: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The FAQ editor (content §3 Faq): questions with a title, a Plate body and a link; add, remove, reorder; “The FAQ title is empty”, “The FAQ content is empty”.',
      },
    },
  },
} satisfies Meta<typeof FaqEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move question 2 up' }));
    await expect(canvas.getByRole('textbox', { name: /^Title of question 1/ })).toHaveValue(
      'What does membership include?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith([
        expect.objectContaining({
          title: 'What does membership include?',
          link: 'https://example.cn/vip',
        }),
        expect.objectContaining({ title: 'How do I renew?', link: null }),
      ]),
    );
  },
};

export const Empty: Story = {
  args: { mode: 'new', defaultValues: { items: [emptyFaqItem()] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect((await canvas.findAllByText('The FAQ title is empty')).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('The FAQ content is empty').length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
