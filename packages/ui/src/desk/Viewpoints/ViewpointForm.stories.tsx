import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tagOptions, VIEWPOINT_STORY_NOW, viewpointRows } from './fixtures';
import { ViewpointForm } from './ViewpointForm';

const meta = {
  title: 'Content/Desk/ViewpointForm',
  component: ViewpointForm,
  parameters: { layout: 'padded' },
  args: {
    item: viewpointRows[0]!,
    now: VIEWPOINT_STORY_NOW,
    tagOptions,
    onTagSearch: fn(),
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
} satisfies Meta<typeof ViewpointForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Related symbols/ }), '000858{enter}');
    await userEvent.click(canvas.getByRole('radio', { name: 'Draft' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          author: '王磊',
          symbols: ['600519', '000858'],
          tag_ids: ['12'],
          status: 'draft',
        }),
      ),
    );
  },
};

export const NewAndEmpty: Story = {
  args: { item: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findAllByText('Please input title')).not.toHaveLength(0);
    await expect(await canvas.findAllByText('Please input body content')).not.toHaveLength(0);
    await expect(await canvas.findAllByText('This is a required field')).not.toHaveLength(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
