import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { coverSrc } from '../../feedback/storyImages';
import { EntryEditor } from './EntryEditor';
import { entryValue } from './fixtures';

const meta = {
  title: 'Operations/EntryEditor',
  component: EntryEditor,
  args: {
    value: entryValue,
    onSave: fn(async () => []),
    onUploadImage: fn(async () => ({ key: 'u-new.png', url: coverSrc })),
    onUploadError: fn(),
    onDirtyChange: fn(),
  },
  parameters: { testViewport: { width: 1100, height: 1400 } },
} satisfies Meta<typeof EntryEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Quick entries (the disabled one is off in the preview); removing one says so and saves the rest. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: 'How it looks on the web' });
    await expect(within(preview).queryByText('下载 App')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Reports' }));
    await expect(await canvas.findByText('Reports removed')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as typeof entryValue;
    await expect(saved.items.map((it) => it.id)).toEqual(['flash', 'app']);
  },
};

/** A title over 8 characters fails with the limit message and nothing is saved. */
export const TitleTooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [title] = canvas.getAllByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title!);
    await userEvent.type(title!, '一二三四五六七八九');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      (await canvas.findAllByText('Cannot be longer than 8 characters')).length,
    ).toBeGreaterThan(0);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
