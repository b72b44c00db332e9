import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WS_STORY_NOW, wsRows } from './fixtures';
import { WsArticleForm } from './WsArticleForm';

const meta = {
  title: 'Content/Desk/WsArticleForm',
  component: WsArticleForm,
  parameters: { layout: 'padded' },
  args: {
    item: wsRows[0]!,
    now: WS_STORY_NOW,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
} satisfies Meta<typeof WsArticleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('textbox', { name: /Summary/ });
    await userEvent.clear(summary);
    await userEvent.type(summary, 'New summary');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          title: '美联储按兵不动，鲍威尔称降息需更多证据',
          summary: 'New summary',
          status: 'published',
          display_time: wsRows[0]!.display_time,
        }),
      ),
    );
  },
};

export const EmptyTitle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Title/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findAllByText('Please input title')).not.toHaveLength(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
