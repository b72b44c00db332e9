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
