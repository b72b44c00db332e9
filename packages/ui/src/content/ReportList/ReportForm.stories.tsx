import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { coverSrc } from '../../feedback/storyImages';
import {
  ReportForm,
  emptyReportValues,
  useReportForm,
  type ReportFormProps,
  type ReportFormValues,
} from './ReportForm';

const full: ReportFormValues = {
  ...emptyReportValues(),
  title: 'Semiconductor outlook 2027',
  file_uri: 'u20261125-outlook.pdf',
  file_name: 'outlook.pdf',
  summary: 'Demand, capacity and prices.',
  markdown: '# Outlook\n\nCapacity grows.',
  vip_visibility: 2,
  display_time: Date.UTC(2026, 10, 22, 2, 0, 0),
  tags: [{ id: 7, name: 'Semis' }],
  images: [
    {
      uri: 'u1-chart.png',
      url: coverSrc,
      title: 'Capacity',
      description: 'Wafer capacity by region, 2020–2027',
      width: 1600,
      height: 900,
    },
  ],
  feed_info: '{ "layout": "card" }',
  reference_blocks: '[{ "source": "IMF" }]',
  content_url: 'https://example.org/reports/outlook',
};

type Args = Omit<ReportFormProps, 'form'> & {
  initial: ReportFormValues;
  /** A local draft to offer (the screen's job, done here the way the console does it). */
  draftValues?: ReportFormValues;
};

function Harness({ initial, draftValues, onDraftRestore, onDraftDiscard, ...props }: Args) {
  const form = useReportForm(initial);
  const [offered, setOffered] = useState(draftValues !== undefined);
  return (
    <ReportForm
      form={form}
      {...props}
      draft={offered ? { savedAt: DRAFT_SAVED_AT } : null}
      onDraftRestore={() => {
        if (draftValues) form.reset(draftValues, { keepDefaultValues: true });
        setOffered(false);
        onDraftRestore?.();
      }}
      onDraftDiscard={() => {
        setOffered(false);
        onDraftDiscard?.();
      }}
    />
  );
}

/** 2026/11/22 10:30:00 China time. */
const DRAFT_SAVED_AT = Date.UTC(2026, 10, 22, 2, 30, 0);

const meta = {
  title: 'Content/ReportForm',
  component: Harness,
  args: {
    initial: full,
    now: Date.UTC(2026, 10, 22, 2, 0, 0),
    tagSearch: { results: [{ id: 7, name: 'Semis' }], onSearch: fn() },
    onUpload: fn(async (file: File, _kind: string, onProgress: (p: number) => void) => {
      onProgress(50);
      return { key: `u-${file.name}`, url: coverSrc, name: file.name, extension: 'pdf' };
    }),
    onSubmit: fn(),
    onInvalid: fn(),
    onCancel: fn(),
  },
  parameters: { testViewport: { width: 720, height: 1400 } },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field of content §3 Report; Save sends them. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('outlook.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

/** Nothing chosen: the spec's messages by the fields, nothing sent. */
export const Empty: Story = {
  args: { initial: emptyReportValues() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please select your file')).toBeVisible();
    await expect(await canvas.findByText('Title cannot be empty')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Feed info that is not JSON: "Error data format" by the field. */
export const BadJson: Story = {
  args: { initial: { ...full, feed_info: '{ layout: card' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Error data format')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Each image's title, description, width and height are edited and sent with the report. */
export const ImageDetails: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('listitem', { name: 'Image 1' });
    const inImage = within(image);
    await userEvent.clear(inImage.getByRole('textbox', { name: 'Image 1 description' }));
    await userEvent.type(
      inImage.getByRole('textbox', { name: 'Image 1 description' }),
      'Capacity by region',
    );
    await userEvent.clear(inImage.getByRole('textbox', { name: 'Image 1 width' }));
    await userEvent.type(inImage.getByRole('textbox', { name: 'Image 1 width' }), '1200');
    await userEvent.clear(inImage.getByRole('textbox', { name: 'Image 1 height' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const values = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as ReportFormValues;
    await expect(values.images[0]).toMatchObject({
      title: 'Capacity',
      description: 'Capacity by region',
      width: 1200,
      height: null,
    });
  },
};

/** A width that is not a whole number of pixels: the message by the field, nothing sent. */
export const ImageSizeInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const width = canvas.getByRole('textbox', { name: 'Image 1 width' });
    await userEvent.clear(width);
    await userEvent.type(width, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      (await canvas.findAllByText('Width and height are whole pixels from 1'))[0],
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const audioUrl = 'https://cdn.example.org/reports/u20261126-briefing.mp3';

/**
 * The body audio (content §3 `body_audio_url`): a .wav is refused with its message and nothing is
 * uploaded; an mp3 is uploaded, and the player shows with the URL the upload answered; Save sends
 * its key and URL.
 */
export const AudioUpload: Story = {
  args: {
    onUpload: fn(async (file: File, kind: string, onProgress: (p: number) => void) => {
      onProgress(100);
      return kind === 'audio'
        ? { key: 'u20261126-briefing.mp3', url: audioUrl, name: file.name, extension: 'mp3' }
        : { key: `u-${file.name}`, url: coverSrc, name: file.name, extension: 'pdf' };
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Upload audio', { selector: 'input' });
    await expect(canvasElement.querySelector('audio')).toBeNull();

    await userEvent.upload(input, new File(['RIFF'], 'briefing.wav', { type: 'audio/wav' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByText('Only mp3 audio is accepted')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('audio')).toBeNull();

    const mp3 = new File(['ID3'], 'briefing.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(input, mp3);
    const player = await canvas.findByLabelText('Body audio', { selector: 'audio' });
    await expect(player).toHaveAttribute('src', audioUrl);
    await expect(player).toHaveAttribute('controls');
    await expect(args.onUpload).toHaveBeenCalledWith(mp3, 'audio', expect.any(Function));
    await expect(canvas.queryByText('Only mp3 audio is accepted')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const values = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as ReportFormValues;
    await expect(values).toMatchObject({
      body_audio_uri: 'u20261126-briefing.mp3',
      body_audio_url: audioUrl,
    });
  },
};

/** A report with its audio: a .wav changes nothing; Remove audio clears the player and the field. */
export const AudioRemove: Story = {
  args: {
    initial: { ...full, body_audio_uri: 'u20261126-briefing.mp3', body_audio_url: audioUrl },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const player = canvas.getByLabelText('Body audio', { selector: 'audio' });
    await expect(player).toHaveAttribute('src', audioUrl);

    const input = canvas.getByLabelText('Upload audio', { selector: 'input' });
    await userEvent.upload(input, new File(['RIFF'], 'other.wav', { type: 'audio/wav' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByText('Only mp3 audio is accepted')).toBeVisible();
    await expect(canvas.getByLabelText('Body audio', { selector: 'audio' })).toHaveAttribute(
      'src',
      audioUrl,
    );
    await expect(args.onUpload).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove audio' }));
    await waitFor(() => expect(canvasElement.querySelector('audio')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const values = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as ReportFormValues;
    await expect(values).toMatchObject({ body_audio_uri: null, body_audio_url: null });
  },
};

/**
 * Unsaved edits kept in this browser are offered back when the form opens (issue #11): Restore
 * puts them in the fields.
 */
export const DraftOffered: Story = {
  name: 'Draft offered',
  args: {
    initial: emptyReportValues(),
    draftValues: {
      ...emptyReportValues(),
      title: 'Half-written outlook',
      summary: 'Not saved yet',
    },
    onDraftRestore: fn(),
    onDraftDiscard: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', {
      name: /Unsaved changes from 2026\/11\/22 10:30:00/,
    });
    await expect(notice).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'Restore changes' }));
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Half-written outlook',
    );
    await expect(args.onDraftRestore).toHaveBeenCalled();
    await expect(canvas.queryByRole('region', { name: /Unsaved changes/ })).toBeNull();
  },
};

/** Discarding the offered draft leaves the form as it was. */
export const DraftDiscarded: Story = {
  name: 'Draft discarded',
  args: {
    initial: emptyReportValues(),
    draftValues: { ...emptyReportValues(), title: 'Half-written outlook' },
    onDraftRestore: fn(),
    onDraftDiscard: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(args.onDraftDiscard).toHaveBeenCalled();
    await expect(args.onDraftRestore).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    await expect(canvas.queryByRole('region', { name: /Unsaved changes/ })).toBeNull();
  },
};
