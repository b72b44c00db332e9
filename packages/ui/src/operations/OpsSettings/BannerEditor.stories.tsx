import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { coverSrc } from '../../feedback/storyImages';
import { BannerEditor } from './BannerEditor';
import { OPS_NOW, bannerValue } from './fixtures';

const meta = {
  title: 'Operations/BannerEditor',
  component: BannerEditor,
  args: {
    value: bannerValue,
    now: OPS_NOW,
    onSave: fn(async () => []),
    onUploadImage: fn(async () => ({ key: 'u-new.png', url: coverSrc })),
    onUploadError: fn(),
    onDirtyChange: fn(),
  },
  parameters: { testViewport: { width: 1100, height: 1400 } },
} satisfies Meta<typeof BannerEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The slides with the web preview (the live slide and one dot per live slide); Discard goes back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: 'How it looks on the web' });
    await expect(within(preview).getByText('黄金创新高：避险情绪升温')).toBeVisible();
    const [title] = canvas.getAllByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title!);
    await userEvent.type(title!, 'Gold at a record');
    await expect(within(preview).getByText('Gold at a record')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    // The fields are drawn again from the saved value.
    await waitFor(() =>
      expect(canvas.getAllByRole('textbox', { name: /^Title/ })[0]).toHaveValue(
        '黄金创新高：避险情绪升温',
      ),
    );
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

/** A link that is not a web address and a title over 60 characters are refused before saving. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [link] = canvas.getAllByRole('textbox', { name: /^Link/ });
    await userEvent.clear(link!);
    await userEvent.type(link!, 'ftp://example.cn');
    const [title] = canvas.getAllByRole('textbox', { name: /^Title/ });
    await userEvent.type(title!, 'x'.repeat(50));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      (await canvas.findAllByText('Enter a link starting with http://, https:// or /')).length,
    ).toBeGreaterThan(0);
    await expect(
      (await canvas.findAllByText('Cannot be longer than 60 characters')).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(args.onSave).not.toHaveBeenCalled());
  },
};
