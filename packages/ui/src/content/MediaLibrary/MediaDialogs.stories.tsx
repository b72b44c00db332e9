import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mediaItems } from './fixtures';
import { MediaEditDialog, MediaPreview } from './MediaDialogs';

const meta = {
  title: 'Content/MediaDialogs',
  component: MediaEditDialog,
  parameters: { layout: 'padded' },
  args: { item: mediaItems[0]!, onClose: fn(), onSave: fn(async () => {}) },
} satisfies Meta<typeof MediaEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Bad input: the message next to the field, nothing saved.
    await expect(await screen.findByText('This is a required field')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(title, 'LPR table (final)');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Report file' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(mediaItems[0], {
        title: 'LPR table (final)',
        name: 'lpr-2026-11.pdf',
        is_report: false,
      }),
    );
    await expect(dialog).toBeVisible();
  },
};

export const PreviewImage: Story = {
  render: () => <MediaPreview item={mediaItems[1]!} onClose={fn()} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Yield curve chart' });
    await expect(await screen.findByRole('img', { name: 'Yield curve chart' })).toBeVisible();
    await expect(dialog).toHaveTextContent('curve.png · Image · 2.3 MB');
  },
};

export const PreviewPdf: Story = {
  render: () => <MediaPreview item={mediaItems[0]!} onClose={fn()} />,
  play: async () => {
    const link = await screen.findByRole('link', { name: 'Open the PDF in a new tab' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
