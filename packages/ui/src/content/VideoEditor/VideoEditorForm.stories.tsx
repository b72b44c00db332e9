import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { episodes, uploadedEpisode } from '../EpisodeList/fixtures';
import { NOW } from '../VideoList/fixtures';
import { useVideoEditorForm, VideoEditorForm, type VideoEditorFormProps } from './VideoEditorForm';
import { emptyVideoValues, type VideoEditorValues } from './types';

type StoryArgs = Omit<VideoEditorFormProps, 'form'> & { initial: VideoEditorValues };

function Editor({ initial, ...props }: StoryArgs) {
  const form = useVideoEditorForm(initial);
  return <VideoEditorForm {...props} form={form} />;
}

const full: VideoEditorValues = {
  ...emptyVideoValues(),
  title: 'Weekly macro review',
  description: 'Rates, credit and the yuan this week.',
  display_time: NOW - 3_600_000,
  vip_visibility: 2,
  free_expired_at: NOW + 7 * 86_400_000,
  tag_relations: [{ id: 0, group: 7 }],
  episodes: [uploadedEpisode],
  related_articles: [{ id: 42, title: 'PBOC keeps the loan prime rate unchanged in May' }],
  related_reports: [{ id: 7, title: 'China credit outlook 2027' }],
};

const meta = {
  title: 'Content/VideoEditorForm',
  component: Editor,
  args: {
    initial: emptyVideoValues(),
    options: {
      tags: [{ value: 7, label: 'Macro' }],
      onSearchTags: fn(),
    },
    onPickRelated: fn(async (kind: 'article' | 'report') =>
      kind === 'article'
        ? [
            { id: 42, title: 'PBOC keeps the loan prime rate unchanged in May' },
            { id: 43, title: 'Yuan ends the week firmer' },
          ]
        : null,
    ),
    episodes: {
      uploads: {},
      onPickFile: fn().mockName('onPickFile'),
      onCancelUpload: fn(),
      onResumeUpload: fn(),
      newUid: () => `story-${Math.random().toString(36).slice(2)}`,
    },
    onSubmit: fn().mockName('onSubmit'),
    onInvalid: fn().mockName('onInvalid'),
    onUploadImage: fn(async () => ({ key: 'u1-cover.png', url: '' })),
    now: NOW,
  },
  parameters: { testViewport: { width: 1400, height: 1400 } },
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Posting an empty video: the spec's messages next to the fields, nothing is sent. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(await canvas.findAllByText('Title cannot be empty')).not.toHaveLength(0);
    await expect(canvas.getAllByText('Video file is not select')).not.toHaveLength(0);
    await expect(args.onInvalid).toHaveBeenCalledWith(expect.anything(), 'valid failed');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A complete video posts; the schedule switch asks for a future time first. */
export const Full: Story = {
  args: { initial: full, onDelete: fn().mockName('onDelete') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Scheduled release' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(await canvas.findAllByText('This is a required field')).not.toHaveLength(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('switch', { name: 'Scheduled release' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Weekly macro review', schedule_open: false }),
        'post',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalled();
    // The panel's picks join the related articles, once each.
    await userEvent.click(canvas.getByRole('button', { name: 'Add articles' }));
    await expect(await canvas.findByText('Yuan ends the week firmer')).toBeVisible();
    await expect(
      canvas.getAllByText('PBOC keeps the loan prime rate unchanged in May'),
    ).toHaveLength(1);
  },
};

/** Several episodes, one uploading; the saved video is scheduled (Cancel schedule). */
export const ManyEpisodes: Story = {
  args: {
    initial: { ...full, episodes, schedule_open: true, schedule_time: NOW + 86_400_000 },
    onCancelSchedule: fn(),
    episodes: {
      uploads: { 'ep-2': { fileName: 'part-2.mp4', loaded: 10, total: 40 } },
      onPickFile: fn(),
    },
  },
};

export const LongText: Story = {
  args: {
    initial: {
      ...full,
      title:
        'A title that is exactly at the limit of one hundred characters, about the yuan and rates....',
      description: 'A long description. '.repeat(40).trim(),
      related_articles: Array.from({ length: 8 }, (_, i) => ({
        id: i + 1,
        title: `Related article number ${i + 1} with a fairly long headline about markets`,
      })),
    },
  },
};

export const Saving: Story = { args: { initial: full, saving: true } };

/** Post while the save takes a moment: Post is busy and keeps the focus, Save as draft waits. */
export const PostingKeepsFocus: Story = {
  args: { initial: full },
  render: function Render({ onSubmit, ...args }) {
    const [saving, setSaving] = useState(false);
    return (
      <Editor
        {...args}
        saving={saving}
        onSubmit={async (values, intent) => {
          setSaving(true);
          await onSubmit(values, intent);
          await new Promise((resolve) => setTimeout(resolve, 300));
          setSaving(false);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const post = canvas.getByRole('button', { name: 'Post' });
    await userEvent.click(post);
    await waitFor(() => expect(post).toHaveAttribute('aria-busy', 'true'));
    await expect(post).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Save as draft' })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.anything(), 'post');
    await waitFor(() => expect(post).not.toHaveAttribute('aria-busy'));
    await expect(post).toHaveFocus();
    post.blur();
  },
};
