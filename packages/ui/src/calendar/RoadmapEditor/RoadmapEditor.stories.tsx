import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RoadmapEditor } from './RoadmapEditor';

const meta = {
  title: 'Content/Calendar/RoadmapEditor',
  component: RoadmapEditor,
  args: {
    mode: 'edit',
    defaultValue: [
      {
        title: 'Treasury issuance',
        content: [
          { title: 'Stage one', content: [{ title: 'Notice', content: [] }] },
          { title: 'Stage two', content: [] },
        ],
      },
    ],
    onSubmit: fn(),
    onInvalid: fn(),
    onCancel: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The roadmap editor (content §3 RoadMap): title nodes with nested nodes, edited as a tree; Alt+arrows move, indent and outdent, Enter adds the next node; at most 5 levels and 500 nodes.',
      },
    },
  },
} satisfies Meta<typeof RoadmapEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const two = canvas.getByRole('textbox', { name: 'Node Stage two' });
    await userEvent.click(two);
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith([
        expect.objectContaining({
          title: 'Treasury issuance',
          content: [
            { title: 'Stage two', content: [] },
            { title: 'Stage one', content: [{ title: 'Notice', content: [] }] },
          ],
        }),
      ]),
    );
  },
};

export const New: Story = {
  args: { mode: 'new', defaultValue: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Please input title first')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onInvalid).toHaveBeenCalledWith('valid failed');
  },
};
