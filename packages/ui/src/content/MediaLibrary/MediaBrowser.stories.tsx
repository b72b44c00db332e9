import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { mediaItems } from './fixtures';
import { MediaBrowser } from './MediaBrowser';
import { MediaPreview } from './MediaDialogs';
import type { MediaItemData } from './mediaFiles';

/**
 * The browser as the console's library page composes it: Preview opens `MediaPreview`, and a
 * replaced file's entry comes back from the server with the new name and size (here at once).
 */
function Library({ onPreview, onReplace, ...props }: ComponentProps<typeof MediaBrowser>) {
  const [items, setItems] = useState<readonly MediaItemData[]>(props.items);
  const [previewing, setPreviewing] = useState<MediaItemData | null>(null);
  return (
    <>
      <MediaBrowser
        {...props}
        items={items}
        onPreview={(item) => {
          onPreview(item);
          setPreviewing(item);
        }}
        onReplace={(item, file) => {
          onReplace(item, file);
          setItems((all) =>
            all.map((i) =>
              i.id === item.id
                ? { ...i, name: file.name, size: file.size, version: i.version + 1 }
                : i,
            ),
          );
        }}
      />
      <MediaPreview item={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}

const meta = {
  title: 'Content/MediaBrowser',
  component: MediaBrowser,
  parameters: { layout: 'padded' },
  args: {
    items: mediaItems,
    view: 'grid',
    onPreview: fn(),
    onCopy: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onReplace: fn(),
    totalCount: mediaItems.length,
  },
} satisfies Meta<typeof MediaBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Sizes follow content §9: bytes, KB, MB with one decimal.
    await expect(canvas.getByText(/912 B/)).toBeVisible();
    await expect(canvas.getByText(/471 KB/)).toBeVisible();
    await expect(canvas.getByText(/70\.0 MB/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Preview Yield curve chart' }));
    await expect(args.onPreview).toHaveBeenCalledWith(mediaItems[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Morning brief' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(mediaItems[2]);
  },
};

export const List: Story = {
  args: { view: 'list' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Upload time' })).toBeVisible();
    await expect(canvas.getByText('2026/11/20 10:30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Quarterly model' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(mediaItems[4]);
  },
};

export const Empty: Story = {
  args: { items: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No files yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Files' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Said once to screen readers, as a list's placeholders are.
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadFailed: Story = {
  args: { items: [], error: 'API service error, please wait...', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        ...mediaItems[0]!,
        title:
          '中国人民银行货币政策执行报告（2026 年第三季度）附表与图表数据汇总以及各期限品种利率走势说明',
        name: 'pbc-monetary-policy-report-2026-q3-appendix-tables-and-figures-final-version-2.pdf',
      },
    ],
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/pbc-monetary-policy-report/)).toBeVisible();
  },
};

/** Preview opens each kind in place: the image, the video and the audio with their file, the PDF's link. */
export const PreviewEachType: Story = {
  name: 'Preview each type',
  render: (args) => <Library {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const open = async (title: string) => {
      await userEvent.click(canvas.getByRole('button', { name: `Preview ${title}` }));
      return screen.findByRole('dialog', { name: title });
    };
    const close = async (dialog: HTMLElement) => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    };

    let dialog = await open('Yield curve chart');
    await expect(within(dialog).getByRole('img', { name: 'Yield curve chart' })).toHaveAttribute(
      'src',
      mediaItems[1]!.url,
    );
    await close(dialog);

    dialog = await open('Roadshow clip');
    const video = within(dialog).getByLabelText('Roadshow clip');
    await expect(video.tagName).toBe('VIDEO');
    await expect(video).toHaveAttribute('src', '/storage/clip.mp4');
    await expect(video).toHaveAttribute('controls');
    await expect(dialog).toHaveTextContent('clip.mp4 · Video · 70.0 MB');
    await close(dialog);

    dialog = await open('Morning brief');
    const audio = within(dialog).getByLabelText('Morning brief');
    await expect(audio.tagName).toBe('AUDIO');
    await expect(audio).toHaveAttribute('src', '/storage/brief.mp3');
    await close(dialog);

    dialog = await open('LPR table, November');
    const pdf = within(dialog).getByRole('link', { name: 'Open the PDF in a new tab' });
    await expect(pdf).toHaveAttribute('href', '/storage/lpr-2026-11.pdf');
    await expect(pdf).toHaveAttribute('target', '_blank');
    await close(dialog);

    await expect(args.onPreview).toHaveBeenCalledTimes(4);
    await expect(args.onPreview).toHaveBeenLastCalledWith(mediaItems[0]);
  },
};

/** Replace: the new file chosen goes to the callback with its entry, and the row shows it. */
export const Replace: Story = {
  args: { view: 'list' },
  render: (args) => <Library {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Quarterly model' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Replace file' }));
    const file = new File(['x'.repeat(5000)], 'model-v2.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await userEvent.upload(canvas.getByLabelText('Replace file'), file);
    await expect(args.onReplace).toHaveBeenCalledTimes(1);
    await expect(args.onReplace).toHaveBeenCalledWith(mediaItems[4], file);
    const row = (await canvas.findByText('model-v2.xlsx')).closest('tr');
    await expect(row).not.toBeNull();
    await expect(row).toHaveTextContent('Quarterly model');
    await expect(row).toHaveTextContent('5 KB');
    await expect(canvas.queryByText('model.xlsx')).toBeNull();
  },
};

/** Download is a link to the file's URL that saves it under its name. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for LPR table, November' }));
    const link = await screen.findByRole('menuitem', { name: 'Download' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/storage/lpr-2026-11.pdf');
    await expect(link).toHaveAttribute('download', 'lpr-2026-11.pdf');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
