import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaUploads } from './MediaUploads';

const meta = {
  title: 'Content/MediaUploads',
  component: MediaUploads,
  parameters: { layout: 'padded' },
  args: {
    onCancel: fn(),
    items: [
      { uid: 'a', name: 'lpr-2026-11.pdf', size: 482_133, percent: 42, status: 'uploading' },
      { uid: 'b', name: 'curve.png', size: 2_411_724, percent: 100, status: 'done' },
      {
        uid: 'c',
        name: 'brief.mp3',
        size: 912,
        percent: 10,
        status: 'failed',
        error: 'upload failed',
      },
      { uid: 'd', name: 'notes.txt', size: 2048, percent: 5, status: 'cancelled' },
    ],
  },
} satisfies Meta<typeof MediaUploads>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Type by extension and the size rule of content §9 on each file.
    await expect(canvas.getByText(/Report · 471 KB/)).toBeVisible();
    await expect(canvas.getByText(/Picture · 2\.3 MB/)).toBeVisible();
    await expect(canvas.getByText(/Audio · 912 B/)).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: 'Uploading lpr-2026-11.pdf' }),
    ).toHaveAttribute('aria-valuenow', '42');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel the upload of lpr-2026-11.pdf' }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith('a');
    await expect(canvas.queryByRole('button', { name: /Cancel the upload of curve/ })).toBeNull();
  },
};
