import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { coverSrc, portraitSrc } from '../../feedback/storyImages';
import { formatChinaTime } from '../../utils/chinaTime';
import {
  ArticleEditorForm,
  useArticleEditorForm,
  type ArticleEditorFormProps,
} from './ArticleEditorForm';
import { DraftMenu, TemplateMenu } from './ArticleEditorMenus';
import { authors, NOW, sampleArticle, tags, themes, userGroups, users } from './fixtures';
import { SaveStateIndicator } from './SaveStateIndicator';
import { emptyArticleValues, type ArticleEditorValues } from './types';

type Args = Omit<ArticleEditorFormProps, 'form'> & { initial: ArticleEditorValues };

function Harness({ initial, ...props }: Args) {
  const form = useArticleEditorForm(initial);
  return <ArticleEditorForm form={form} {...props} />;
}

const meta = {
  title: 'Content/ArticleEditorForm',
  component: Harness,
  parameters: { layout: 'fullscreen' },
  args: {
    initial: sampleArticle,
    now: NOW,
    options: {
      authors,
      tags,
      themes,
      userGroups,
      users,
      onSearchTags: fn(),
      onSearchAuthors: fn(),
    },
    onSubmit: fn(),
    onInvalid: fn(),
    onUpload: fn(async (file: File) => ({
      key: `u-${file.name}`,
      url: coverSrc,
      name: file.name,
      extension: file.name.split('.').pop() ?? '',
    })),
    onUploadError: fn(),
    status: <SaveStateIndicator state="saved-remotely" at={NOW} />,
    toolbar: (
      <>
        <DraftMenu draft={null} onRestore={fn()} onDiscard={fn()} />
        <TemplateMenu templates={[]} onLoad={fn()} onSave={fn()} />
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An existing article: every field and flag, then Save draft. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue(sampleArticle.title);
    for (const flag of [
      'Homepage banner',
      'Web homepage',
      'Web timeline',
      'Matrix only',
      'Cooperation platform',
      'Original',
    ]) {
      await expect(canvas.getByRole('switch', { name: flag })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('switch', { name: 'Web homepage' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Black gold' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'November LPR table.pdf' })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Unlock body' }));
    await expect(canvas.getByRole('textbox', { name: /Unlock date/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Unlock body' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: sampleArticle.title, vip_visibility: 2 }),
        'draft',
      ),
    );
  },
};

/** The spec's messages, word for word: empty title and body, then a title under 10 characters. */
export const Validation: Story = {
  args: { initial: emptyArticleValues() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next: unpaid preview' }));
    await waitFor(() =>
      expect(args.onInvalid).toHaveBeenCalledWith(expect.anything(), 'valid failed'),
    );
    await expect(canvas.getAllByText('Title cannot be empty').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Body text cannot be empty').length).toBeGreaterThan(0);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Too short');
    await userEvent.tab();
    await waitFor(() =>
      expect(
        canvas.getAllByText('Title length should longer than 10 words').length,
      ).toBeGreaterThan(0),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A scheduled release must be in the future; a future one goes on to the preview. */
export const ScheduledRelease: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const planned = canvas.getByRole('textbox', { name: /Scheduled release/ });
    await userEvent.type(planned, '2026-11-21 09:00{Enter}');
    await waitFor(() =>
      expect(canvas.getByText('The scheduled release must be in the future')).toBeVisible(),
    );
    await userEvent.clear(planned);
    await userEvent.type(planned, '2026-11-23 08:30{Enter}');
    await waitFor(() =>
      expect(canvas.queryByText('The scheduled release must be in the future')).toBeNull(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next: unpaid preview' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const [values, intent] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [
      ArticleEditorValues,
      string,
    ];
    await expect(intent).toBe('next');
    await expect(formatChinaTime(values.planned_publish_at ?? 0)).toBe('2026/11/23 08:30');
  },
};

/** Cover and attachments go through the upload; channels are tag × group rows. */
export const UploadsAndChannels: Story = {
  args: { initial: { ...emptyArticleValues(), title: 'Uploads and channels of an article' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('Upload cover', { selector: 'input' }),
      new File(['png'], 'cover.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByRole('img', { name: 'Cover of the article' })).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText('Add attachment', { selector: 'input' }),
      new File(['pdf'], 'lpr-table.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByRole('link', { name: 'lpr-table.pdf' })).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledWith(expect.any(File), 'attachment');
    await userEvent.click(canvas.getByRole('button', { name: 'Add channel' }));
    await expect(canvas.getByRole('combobox', { name: 'Channels 1' })).toHaveTextContent(
      'RESEARCH_ARTICLES (6)',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'iOS' }));
    await expect(canvas.getByRole('checkbox', { name: 'iOS' })).not.toBeChecked();
  },
};

/**
 * An article from WallstreetCN (its origin by the title) with cover slides: added through the
 * same upload as the cover, moved and removed by buttons named with their position.
 */
export const SlidesAndOrigin: Story = {
  args: {
    origin: 'WSCN',
    initial: {
      ...sampleArticle,
      cover_slide_uris: ['u-slide-a.png', 'u-slide-b.png'],
      cover_slide_urls: [coverSrc, portraitSrc],
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('WallstreetCN')).toBeVisible();
    const slides = canvas.getByRole('group', { name: 'Cover slides' });
    await expect(within(slides).getAllByRole('img')).toHaveLength(2);
    await userEvent.upload(
      canvas.getByLabelText('Add slides', { selector: 'input' }),
      new File(['png'], 'slide-c.png', { type: 'image/png' }),
    );
    await expect(await within(slides).findByRole('img', { name: 'Cover slide 3' })).toBeVisible();
    await expect(args.onUpload).toHaveBeenCalledWith(expect.any(File), 'cover');
    await expect(
      within(slides).getByRole('button', { name: 'Move slide 1 earlier' }),
    ).toBeDisabled();
    await userEvent.click(within(slides).getByRole('button', { name: 'Move slide 3 earlier' }));
    await expect(within(slides).getByRole('status')).toHaveTextContent(
      'Slide 3 moved to position 2',
    );
    await userEvent.click(within(slides).getByRole('button', { name: 'Remove slide 1' }));
    await expect(within(slides).getAllByRole('img')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          cover_slide_uris: ['u-slide-c.png', 'u-slide-b.png'],
          cover_slide_urls: [coverSrc, portraitSrc],
        }),
        'draft',
      ),
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { initial: emptyArticleValues() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(args.onInvalid).toHaveBeenCalled());
    await expect(canvas.getAllByText('标题不能为空').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('正文不能为空').length).toBeGreaterThan(0);
  },
};

/**
 * Related articles and reports (content §2 selection panels): the app opens the panel and answers
 * the picks; a pick already in the list is not added twice; each can be removed; Save sends them.
 */
export const RelatedContent: Story = {
  args: {
    initial: {
      ...sampleArticle,
      related_articles: [{ id: 31, name: 'Rates outlook for the second half' }],
      related_reports: [],
    },
    onBrowseRelated: fn(async (field: 'related_articles' | 'related_reports') =>
      field === 'related_articles'
        ? [
            { id: 31, name: 'Rates outlook for the second half' },
            { id: 32, name: 'Credit growth slows in October' },
          ]
        : [{ id: 5, name: 'Semiconductor outlook 2027' }],
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const articles = canvas.getByRole('list', { name: 'Related articles' });
    await expect(within(articles).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Pick related articles' }));
    await waitFor(() => expect(within(articles).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Pick related reports' }));
    const reports = await canvas.findByRole('list', { name: 'Related reports' });
    await expect(within(reports).getByText('Semiconductor outlook 2027')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Rates outlook for the second half' }),
    );
    await waitFor(() => expect(within(articles).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]! as [
      ArticleEditorValues,
    ];
    await expect(values.related_articles).toEqual([
      { id: 32, name: 'Credit growth slows in October' },
    ]);
    await expect(values.related_reports).toEqual([{ id: 5, name: 'Semiconductor outlook 2027' }]);
  },
};

/**
 * `progressive` (the console's editor screen): the content section mounts first and the rest of
 * the form right after it, in a transition. Once there, every field, flag and button works as in
 * Default. The end state is Default's, pixel for pixel, so it has no baseline of its own.
 */
export const Progressive: Story = {
  args: { progressive: true },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue(sampleArticle.title);
    await expect(await canvas.findByRole('switch', { name: 'Web homepage' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Black gold' })).toBeChecked();
    await userEvent.click(await canvas.findByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: sampleArticle.title, vip_visibility: 2 }),
        'draft',
      ),
    );
  },
};
