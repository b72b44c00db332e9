import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LIVE_STORY_NOW, liveRows } from './fixtures';
import { LiveForm } from './LiveForm';

const meta = {
  title: 'Content/Desk/LiveForm',
  component: LiveForm,
  parameters: { layout: 'padded' },
  args: {
    item: liveRows[0]!,
    now: LIVE_STORY_NOW,
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
} satisfies Meta<typeof LiveForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const score = canvas.getByRole('textbox', { name: /Score/ });
    await userEvent.clear(score);
    await userEvent.type(score, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          score: 5,
          title: '央行开展 MLF 操作',
          images: ['https://example.com/a.png', 'https://example.com/b.png'],
          status: 'published',
          is_deleted: false,
        }),
      ),
    );
  },
};

export const EmptyContent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Content/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findAllByText('Content cannot be empty')).not.toHaveLength(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BadScoreAndImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const score = canvas.getByRole('textbox', { name: /Score/ });
    await userEvent.clear(score);
    await userEvent.type(score, '-1');
    const images = canvas.getByRole('textbox', { name: /Images/ });
    await userEvent.type(images, '{enter}not a url');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findAllByText('score must be 0 or more')).not.toHaveLength(0);
    await expect(await canvas.findAllByText('Each line must be an http(s) URL')).not.toHaveLength(
      0,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DeletedAtSource: Story = {
  args: { item: liveRows[3]! },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Deleted at the source' }),
    ).toBeChecked();
  },
};
