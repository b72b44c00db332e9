import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EpisodeList, type EpisodeDraft, type EpisodeListProps } from './EpisodeList';
import { episodes, longEpisode, uploadedEpisode, uploads } from './fixtures';

/** A controlled list, as the video editor holds it. */
function Controlled(props: EpisodeListProps) {
  const [value, setValue] = useState<EpisodeDraft[]>([...props.value]);
  return (
    <EpisodeList
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

let uid = 0;
const meta = {
  title: 'Content/EpisodeList',
  component: EpisodeList,
  render: (args) => <Controlled {...args} />,
  args: {
    value: episodes,
    uploads,
    onChange: fn().mockName('onChange'),
    onPickFile: fn().mockName('onPickFile'),
    onCancelUpload: fn().mockName('onCancelUpload'),
    onResumeUpload: fn().mockName('onResumeUpload'),
    newUid: () => `story-${uid++}`,
  },
  parameters: { testViewport: { width: 900, height: 1100 } },
} satisfies Meta<typeof EpisodeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uploaded, uploading (progress, Cancel) and failed (Resume) episodes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload of episode 2' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    await expect(canvas.getByText('upload complete')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }));
    await expect(args.onCancelUpload).toHaveBeenCalledWith('ep-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Resume upload' }));
    await expect(args.onResumeUpload).toHaveBeenCalledWith('ep-3');
  },
};

/** Alt + Arrow keys in a name move the episode, the focus stays on it and the move is announced. */
export const ReorderWithTheKeyboard: Story = {
  args: { uploads: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name of episode 1' }));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Name of episode 2' })).toHaveValue(
        'Part 1: rates',
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Name of episode 2' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Episode moved from position 1 to 2',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove episode 3' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'Part 2: credit' }),
      expect.objectContaining({ name: 'Part 1: rates' }),
    ]);
  },
};

/** Only mp4: another file shows the message next to the field and is not uploaded. */
export const OnlyMp4: Story = {
  args: { value: [uploadedEpisode], uploads: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Video file of episode 1');
    await userEvent.upload(input, new File(['x'], 'clip.mov', { type: 'video/quicktime' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByText('Only mp4 files are accepted')).toBeVisible();
    await expect(args.onPickFile).not.toHaveBeenCalled();
    await userEvent.upload(input, new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    await expect(args.onPickFile).toHaveBeenCalledWith('ep-1', expect.any(File));
    await expect(canvas.queryByText('Only mp4 files are accepted')).toBeNull();
  },
};

/** After a failed submit: "Video file is not select" on the episode without a file. */
export const MissingFile: Story = {
  args: { value: episodes.slice(0, 2), uploads: {}, showMissing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Video file is not select')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { value: [], uploads: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add episode' }));
    await expect(canvas.getByRole('textbox', { name: 'Name of episode 1' })).toHaveValue(
      'Episode 1',
    );
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const LongText: Story = { args: { value: [longEpisode], uploads: {} } };

const SHOT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#d8843b"/></svg>',
  );

/**
 * An episode's thumbnails: Add thumbnail uploads the chosen image and appends it; a failed upload
 * goes to `onUploadError` and changes nothing; Remove takes one out. The list sends each change.
 */
export const Thumbnails: Story = {
  args: {
    value: [uploadedEpisode],
    uploads: {},
    onUploadThumbnail: fn(async (file: File) => ({ key: `u20240507-${file.name}`, url: SHOT })),
    onUploadError: fn().mockName('onUploadError'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Thumbnails 1' });
    await expect(within(list).getAllByRole('img')).toHaveLength(1);
    const lastValue = () => {
      const calls = (args.onChange as ReturnType<typeof fn>).mock.calls;
      return (calls[calls.length - 1]![0] as EpisodeDraft[])[0]!.thumbnails;
    };

    // Add: the image goes to the upload, then shows as thumbnail 2.
    const shot = new File(['png'], 'shot-2.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Add thumbnail 1'), shot);
    await expect(args.onUploadThumbnail).toHaveBeenCalledWith(shot);
    await expect(await within(list).findByRole('img', { name: 'Thumbnail 2' })).toHaveAttribute(
      'src',
      SHOT,
    );
    await waitFor(() =>
      expect(lastValue()).toEqual([
        uploadedEpisode.thumbnails[0],
        { key: 'u20240507-shot-2.png', url: SHOT },
      ]),
    );

    // A failed upload changes nothing.
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    const failure = new Error('Uploading failed');
    (args.onUploadThumbnail as ReturnType<typeof fn>).mockRejectedValueOnce(failure);
    await userEvent.upload(
      canvas.getByLabelText('Add thumbnail 1'),
      new File(['png'], 'shot-3.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(args.onUploadError).toHaveBeenCalledWith(failure));
    await expect(within(list).getAllByRole('img')).toHaveLength(2);
    await expect((args.onChange as ReturnType<typeof fn>).mock.calls).toHaveLength(calls);

    // Remove the first: the added one is left, as thumbnail 1.
    await userEvent.click(within(list).getByRole('button', { name: 'Remove thumbnail 1' }));
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(1));
    await expect(within(list).getByRole('img', { name: 'Thumbnail 1' })).toHaveAttribute(
      'src',
      SHOT,
    );
    await expect(lastValue()).toEqual([{ key: 'u20240507-shot-2.png', url: SHOT }]);
    await expect(canvas.getByRole('button', { name: 'Add thumbnail' })).toBeEnabled();
  },
};
