import { ImageOff, ImagePlus, Paperclip, Plus, Trash2, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import {
  useController,
  useForm,
  useWatch,
  type FieldErrors,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { RichTextEditor } from '../../editor/RichTextEditor';
import type { MessageKey } from '../../foundations/i18n/messages';
import { Form } from '../../forms/Form';
import {
  FormCombobox,
  FormDateTimePicker,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextInput,
} from '../../forms/FormControls';
import { Image } from '../../feedback/Image';
import { Skeleton } from '../../feedback/Skeleton';
import { FormField } from '../../forms/FormField';
import { Checkbox } from '../../inputs/Checkbox';
import { Field, useField } from '../../inputs/Field';
import { Select } from '../../inputs/Select';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { ArticleOriginBadge, type ArticleOrigin } from '../ArticleOrigin';
import { CoverSlides } from './CoverSlides';
import { RelatedContentFieldset } from './RelatedContentField';
import {
  Actions,
  AttachmentList,
  CoverBox,
  FlagGrid,
  Layout,
  Main,
  PlatformList,
  RelationRow,
  Section,
  SectionHeading,
  Side,
} from './ArticleEditorForm.styles';
import {
  SUMMARY_LIMIT,
  TITLE_LIMIT,
  URL_LIMIT,
  isHttpUrl,
  plannedTimeValid,
  titleLongEnough,
} from './articleRules';
import { htmlHasContent } from '../../utils/sanitize';
import { AfterFirstPaint } from '../../utils/useAfterFirstPaint';
import {
  PLATFORMS,
  TAG_RELATION_GROUPS,
  type ArticleEditorValues,
  type EditorOption,
  type EditorUpload,
  type Importance,
  type RelatedContentField,
  type RelatedContentValue,
  type TagRelationGroup,
  type VipVisibility,
} from './types';

export type ArticleSubmitIntent = 'draft' | 'next';

/** The form state of the article editor (react-hook-form), owned by the page. */
export type ArticleEditorFormApi = UseFormReturn<ArticleEditorValues>;

/** The article editor's form, validated on submit (then on change for fields with an error). */
export function useArticleEditorForm(defaultValues: ArticleEditorValues): ArticleEditorFormApi {
  return useForm<ArticleEditorValues>({ defaultValues, mode: 'onSubmit' });
}

/** The current values, re-rendering on every change (use in a small component). */
export function useArticleEditorValues(form: ArticleEditorFormApi): ArticleEditorValues {
  return useWatch({ control: form.control }) as ArticleEditorValues;
}
export type ArticleUploadKind = 'cover' | 'image' | 'attachment';

/** The remote option lists and their searches (the console fetches them). */
export interface ArticleEditorOptions {
  authors: readonly EditorOption[];
  tags: readonly EditorOption[];
  themes: readonly EditorOption[];
  userGroups: readonly EditorOption[];
  users: readonly EditorOption[];
  onSearchAuthors?: (query: string) => void;
  onSearchTags?: (query: string) => void;
  onSearchThemes?: (query: string) => void;
  onSearchUserGroups?: (query: string) => void;
  onSearchUsers?: (query: string) => void;
}

export interface ArticleEditorFormProps {
  /** The page's `useForm<ArticleEditorValues>()`: the page watches it for autosave. */
  form: UseFormReturn<ArticleEditorValues>;
  /**
   * The option lists of the pickers (authors, tags, themes, user groups, users) and their remote
   * searches.
   */
  options: ArticleEditorOptions;
  /** Called with valid values: save as draft, or go on to the unpaid preview. */
  onSubmit: (values: ArticleEditorValues, intent: ArticleSubmitIntent) => void | Promise<void>;
  /** A failed submit, with the spec's "valid failed" message (for a toast). */
  onInvalid?: (errors: FieldErrors<ArticleEditorValues>, message: string) => void;
  /** Uploads a cover, body image or attachment (the media upload). */
  onUpload: (file: File, kind: ArticleUploadKind) => Promise<EditorUpload>;
  /** Called with the error when an upload fails (the caller reports it, e.g. in a toast). */
  onUploadError?: (error: unknown) => void;
  /** "Now" for the scheduled-release rule (fixed in stories). */
  now?: number;
  /** Extra actions beside the submit buttons (the draft and template menus). */
  toolbar?: ReactNode;
  /** Busy saving: the submit buttons show it. */
  saving?: boolean;
  /** The save state indicator. */
  status?: ReactNode;
  /** Bump to make the body editors reload from the form (template loaded, theirs taken). */
  bodyRevision?: number;
  /**
   * Where the article comes from (content §3: JIN10, WSCN, NONE), shown as a badge by the title.
   * Set by the server; absent for a new article.
   */
  origin?: ArticleOrigin;
  /**
   * Opens the selection panel of related articles or reports (content §2) and resolves with the
   * picks. Without it the related-content section is not shown.
   */
  onBrowseRelated?: (field: RelatedContentField) => Promise<RelatedContentValue[] | null>;
  /**
   * Mounts the content section (title, summary, body, preview) first and the rest of the form
   * (related content, audience, publishing, channels and the submit buttons) right after, in a
   * transition: the editor opens in about two thirds of the time, the side column showing a
   * placeholder for a frame or two. Off (every field at once) unless the screen asks for it.
   */
  progressive?: boolean;
}

const GROUP_OPTIONS = (Object.entries(TAG_RELATION_GROUPS) as [string, TagRelationGroup][]).map(
  ([name, value]) => ({ value, label: `${name} (${value})` }),
);

const FLAGS: { name: keyof ArticleEditorValues; label: MessageKey }[] = [
  { name: 'is_home_banner', label: 'ae-flag-home-banner' },
  { name: 'is_web_home', label: 'ae-flag-web-home' },
  { name: 'is_web_timeline', label: 'ae-flag-web-timeline' },
  { name: 'is_matrix_only', label: 'ae-flag-matrix-only' },
  { name: 'is_cooperation', label: 'ae-flag-cooperation' },
  { name: 'is_original', label: 'ae-flag-original' },
  { name: 'is_featured', label: 'ae-flag-featured' },
  { name: 'is_front', label: 'ae-flag-front' },
];

/** The preview field's height (label, hint and compact editor), held while it mounts. */
const PREVIEW_FIELD_HEIGHT = 259;

/**
 * The article editor's Details step: every field and flag of the spec's Article (content §3) with
 * its validation (content §5, word for word), over react-hook-form. The body and the preview are
 * rich-text editors; cover, images and attachments go through `onUpload`.
 */
export function ArticleEditorForm({
  form,
  options,
  onSubmit,
  onInvalid,
  onUpload,
  onUploadError,
  now,
  toolbar,
  saving,
  status,
  bodyRevision = 0,
  origin,
  onBrowseRelated,
  progressive = false,
}: ArticleEditorFormProps) {
  const { t } = useTranslation();
  const intent = useRef<ArticleSubmitIntent>('draft');
  const { control } = form;
  const unlock = useWatch({ control, name: 'unlock_body' });
  const nowAt = () => now ?? Date.now();

  const upload = async (file: File, kind: ArticleUploadKind) => {
    const result = await onUpload(file, kind);
    return { url: result.url, name: result.name };
  };

  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values, intent.current)}
      onInvalid={onInvalid}
      aria-label={t('ae-step-details')}
    >
      <Layout>
        <Main>
          <Section aria-labelledby="ae-section-content">
            <SectionHeading>
              <h2 id="ae-section-content">{t('ae-section-content')}</h2>
              {origin ? (
                <span>
                  {t('articles-origin')} <ArticleOriginBadge origin={origin} />
                </span>
              ) : null}
            </SectionHeading>
            <FormTextInput
              control={control}
              name="title"
              label={t('ae-title')}
              required
              requiredMessage={t('ae-title-empty')}
              limit={TITLE_LIMIT}
              validateOn="blur"
              rules={{ minLength: (v) => titleLongEnough(v) || t('ae-title-short') }}
            />
            <FormTextArea
              control={control}
              name="body_summary"
              label={t('ae-summary')}
              limit={SUMMARY_LIMIT}
              rows={3}
            />
            <FormField
              control={control}
              name="body"
              label={t('ae-body')}
              required
              requiredMessage={t('ae-body-empty')}
              rules={{ content: (v) => htmlHasContent(v) || t('ae-body-empty') }}
              render={({ controlProps }) => (
                <BodyField
                  key={`body-${bodyRevision}`}
                  controlProps={controlProps}
                  onUpload={(file, kind) => upload(file, kind)}
                  onUploadError={onUploadError}
                />
              )}
            />
            {/* The preview's editor (a second Plate editor, below the fold) comes just after the
                first paint: the title and the body show without waiting for it. */}
            <AfterFirstPaint
              progressive={progressive}
              fallback={<Skeleton variant="rect" height={PREVIEW_FIELD_HEIGHT} />}
            >
              <FormField
                control={control}
                name="body_preview"
                label={t('ae-preview')}
                hint={t('ae-preview-hint')}
                render={({ controlProps }) => (
                  <BodyField
                    key={`preview-${bodyRevision}`}
                    compact
                    placeholder={t('ae-preview-placeholder')}
                    controlProps={controlProps}
                    onUpload={(file, kind) => upload(file, kind)}
                    onUploadError={onUploadError}
                  />
                )}
              />
            </AfterFirstPaint>
          </Section>

          <AfterFirstPaint progressive={progressive}>
            {onBrowseRelated ? (
              <Section aria-labelledby="ae-section-related">
                <h2 id="ae-section-related">{t('ae-section-related')}</h2>
                <RelatedContentFieldset
                  form={form}
                  name="related_articles"
                  onBrowse={onBrowseRelated}
                />
                <RelatedContentFieldset
                  form={form}
                  name="related_reports"
                  onBrowse={onBrowseRelated}
                />
              </Section>
            ) : null}

            <Section aria-labelledby="ae-section-audience">
              <h2 id="ae-section-audience">{t('ae-section-audience')}</h2>
              <FormRadioGroup<ArticleEditorValues, 'vip_visibility', VipVisibility>
                control={control}
                name="vip_visibility"
                label={t('ae-vip-visibility')}
                orientation="horizontal"
                options={([0, 1, 2, 3] as const).map((v) => ({
                  value: v,
                  label: t(`ae-vip-${v}` as MessageKey),
                }))}
              />
              <FormDateTimePicker
                control={control}
                name="free_expired_at"
                label={t('ae-free-expired-at')}
                clearable
                {...(now !== undefined ? { now } : {})}
              />
              <FormSwitch control={control} name="unlock_body" label={t('ae-unlock-body')} />
              {unlock && (
                <FormDateTimePicker
                  control={control}
                  name="free_at"
                  label={t('ae-unlock-date')}
                  required
                  clearable
                  {...(now !== undefined ? { now } : {})}
                />
              )}
              <FormCombobox<ArticleEditorValues, 'whitelist_user_group_ids', number, true>
                control={control}
                name="whitelist_user_group_ids"
                label={t('ae-whitelist-groups')}
                multiple
                options={options.userGroups}
                onSearch={options.onSearchUserGroups}
                placeholder={t('ae-groups-search')}
              />
              <FormCombobox<ArticleEditorValues, 'blacklist_user_group_ids', number, true>
                control={control}
                name="blacklist_user_group_ids"
                label={t('ae-blacklist-groups')}
                multiple
                options={options.userGroups}
                onSearch={options.onSearchUserGroups}
                placeholder={t('ae-groups-search')}
              />
              <FormCombobox<ArticleEditorValues, 'whitelist_user_ids', number, true>
                control={control}
                name="whitelist_user_ids"
                label={t('ae-whitelist-users')}
                multiple
                options={options.users}
                onSearch={options.onSearchUsers}
                placeholder={t('ae-users-search')}
              />
            </Section>
          </AfterFirstPaint>
        </Main>

        <AfterFirstPaint
          progressive={progressive}
          fallback={
            <Side aria-busy="true">
              <Skeleton variant="rect" height={480} />
            </Side>
          }
        >
          <Side>
            <Section aria-labelledby="ae-section-publishing">
              <h2 id="ae-section-publishing">{t('ae-section-publishing')}</h2>
              <FormCombobox<ArticleEditorValues, 'author_id', number>
                control={control}
                name="author_id"
                label={t('ae-author')}
                options={options.authors}
                onSearch={options.onSearchAuthors}
                placeholder={t('ae-author-search')}
                clearable
              />
              <FormField
                control={control}
                name="cover_uri"
                label={t('ae-cover')}
                render={({ controlProps }) => (
                  <CoverField
                    label={controlProps.label}
                    url={form.getValues('cover_url')}
                    onPick={async (file) => {
                      try {
                        const result = await onUpload(file, 'cover');
                        form.setValue('cover_url', result.url, { shouldDirty: true });
                        controlProps.onChange(result.key);
                      } catch (e) {
                        onUploadError?.(e);
                      }
                    }}
                    onRemove={() => {
                      form.setValue('cover_url', null, { shouldDirty: true });
                      controlProps.onChange(null);
                    }}
                  />
                )}
              />
              <SlidesField form={form} onUpload={onUpload} onUploadError={onUploadError} />
              <FormDateTimePicker
                control={control}
                name="planned_publish_at"
                label={t('ae-planned-time')}
                hint={t('ae-planned-time-hint')}
                clearable
                validateOn="change"
                {...(now !== undefined ? { now } : {})}
                rules={{
                  future: (v) => plannedTimeValid(v, nowAt()) || t('ae-planned-time-past'),
                }}
              />
              <FormDateTimePicker
                control={control}
                name="display_time"
                label={t('ae-display-time')}
                hint={t('ae-display-time-hint')}
                clearable
                {...(now !== undefined ? { now } : {})}
              />
              <FormCombobox<ArticleEditorValues, 'tag_ids', number, true>
                control={control}
                name="tag_ids"
                label={t('ae-tags')}
                multiple
                options={options.tags}
                onSearch={options.onSearchTags}
                placeholder={t('ae-tags-search')}
              />
              <FormCombobox<ArticleEditorValues, 'theme_id', number>
                control={control}
                name="theme_id"
                label={t('ae-theme')}
                options={options.themes}
                onSearch={options.onSearchThemes}
                clearable
              />
              <TagRelationsField form={form} tags={options.tags} />
              <AttachmentsField form={form} onUpload={onUpload} onUploadError={onUploadError} />
              <FormTextInput
                control={control}
                name="source_uri"
                label={t('ae-source-url')}
                limit={URL_LIMIT}
                type="url"
                rules={{ url: (v) => isHttpUrl(v) || t('ae-url-invalid') }}
              />
            </Section>

            <Section aria-labelledby="ae-section-channels">
              <h2 id="ae-section-channels">{t('ae-section-channels')}</h2>
              <FormRadioGroup<ArticleEditorValues, 'article_type', 'article' | 'post'>
                control={control}
                name="article_type"
                label={t('ae-article-type')}
                orientation="horizontal"
                options={[
                  { value: 'article', label: t('ae-type-article') },
                  { value: 'post', label: t('ae-type-post') },
                ]}
              />
              <PlatformsField form={form} />
              <FormSelect<ArticleEditorValues, 'importance', Importance>
                control={control}
                name="importance"
                label={t('ae-importance')}
                options={([0, 1, 2, 3] as const).map((v) => ({
                  value: v,
                  label: t(`ae-importance-${v}` as MessageKey),
                }))}
              />
              <FlagGrid>
                {FLAGS.map((flag) => (
                  <FormSwitch
                    key={flag.name}
                    control={control}
                    name={flag.name}
                    label={t(flag.label)}
                  />
                ))}
              </FlagGrid>
              <FormTextInput
                control={control}
                name="external_link"
                label={t('ae-external-link')}
                limit={URL_LIMIT}
                type="url"
                rules={{ url: (v) => isHttpUrl(v) || t('ae-url-invalid') }}
              />
            </Section>
          </Side>
        </AfterFirstPaint>
      </Layout>

      <Actions>
        {status}
        <span className="nd-spacer" />
        {/* Not before every field is there: no submit skips the rules of a field not yet mounted. */}
        <AfterFirstPaint progressive={progressive}>
          {toolbar}
          <Button
            type="submit"
            variant="secondary"
            loading={saving}
            onClick={() => {
              intent.current = 'draft';
            }}
          >
            {t('ae-save-draft')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            onClick={() => {
              intent.current = 'next';
            }}
          >
            {t('ae-next')}
          </Button>
        </AfterFirstPaint>
      </Actions>
    </Form>
  );
}

function BodyField({
  controlProps,
  compact,
  placeholder,
  onUpload,
  onUploadError,
}: {
  controlProps: {
    label: ReactNode;
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    error: string | undefined;
    required: boolean | undefined;
    hint: ReactNode;
    name: string;
  };
  compact?: boolean;
  placeholder?: string;
  onUpload: (file: File, kind: 'image' | 'attachment') => Promise<{ url: string; name: string }>;
  onUploadError?: ((error: unknown) => void) | undefined;
}) {
  const ids = useField({
    id: `ae-${controlProps.name}`,
    hasHint: !!controlProps.hint,
    hasMessage: !!controlProps.error,
  });
  return (
    <Field
      label={controlProps.label}
      required={controlProps.required}
      hint={controlProps.hint}
      message={controlProps.error}
      ids={ids}
      labelTag="span"
      data-compact={compact || undefined}
    >
      <RichTextEditor
        id={ids.controlId}
        label={typeof controlProps.label === 'string' ? controlProps.label : controlProps.name}
        defaultValue={controlProps.value}
        onChange={controlProps.onChange}
        onBlur={controlProps.onBlur}
        invalid={!!controlProps.error}
        aria-describedby={ids.describedBy}
        onUpload={onUpload}
        onUploadError={onUploadError}
        {...(placeholder ? { placeholder } : {})}
      />
    </Field>
  );
}

function CoverField({
  label,
  url,
  onPick,
  onRemove,
}: {
  label: ReactNode;
  url: string | null;
  onPick: (file: File) => Promise<void>;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <CoverBox className="nd-fieldset">
      <legend>{label}</legend>
      {/* No cover, or one that fails to load, shows the placeholder with the "no cover" hint. */}
      <Image
        src={url}
        alt={url ? t('ae-cover-alt') : ''}
        ratio={16 / 9}
        placeholder={
          <span className="nd-cover-empty">
            <ImageOff aria-hidden />
            {url ? t('image-unavailable') : t('ae-cover-none')}
          </span>
        }
      />
      <div>
        <Button
          size="sm"
          variant="secondary"
          icon={<ImagePlus aria-hidden />}
          loading={busy}
          onClick={() => input.current?.click()}
        >
          {url ? t('ae-cover-replace') : t('ae-cover-upload')}
        </Button>
        {url && (
          <IconButton
            size="sm"
            label={t('ae-cover-remove')}
            icon={<X aria-hidden />}
            onClick={onRemove}
          />
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        aria-label={t('ae-cover-upload')}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            await onPick(file);
          } finally {
            setBusy(false);
          }
        }}
      />
    </CoverBox>
  );
}

/** The cover slides over the two parallel fields of the save payload (keys and URLs). */
function SlidesField({
  form,
  onUpload,
  onUploadError,
}: {
  form: UseFormReturn<ArticleEditorValues>;
  onUpload: (file: File, kind: ArticleUploadKind) => Promise<EditorUpload>;
  onUploadError?: ((error: unknown) => void) | undefined;
}) {
  const { t } = useTranslation();
  const uris = useWatch({ control: form.control, name: 'cover_slide_uris' }) ?? [];
  const urls = useWatch({ control: form.control, name: 'cover_slide_urls' }) ?? [];
  return (
    <CoverSlides
      label={t('ae-slides')}
      value={uris.map((uri, i) => ({ uri, url: urls[i] ?? '' }))}
      onChange={(slides) => {
        form.setValue(
          'cover_slide_uris',
          slides.map((s) => s.uri),
          { shouldDirty: true },
        );
        form.setValue(
          'cover_slide_urls',
          slides.map((s) => s.url),
          { shouldDirty: true },
        );
      }}
      onUpload={(file) => onUpload(file, 'cover')}
      onUploadError={onUploadError}
    />
  );
}

function TagRelationsField({
  form,
  tags,
}: {
  form: UseFormReturn<ArticleEditorValues>;
  tags: readonly EditorOption[];
}) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'tag_relations' });
  const tagIds = useWatch({ control: form.control, name: 'tag_ids' });
  const tagOptions = [
    { value: 0, label: 'matrix (0)' },
    ...tags.filter((o) => tagIds.includes(o.value)),
  ];
  const rows = field.value;
  const update = (index: number, patch: Partial<(typeof rows)[number]>) =>
    field.onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <fieldset className="nd-fieldset">
      <legend>{t('ae-tag-relations')}</legend>
      {rows.map((row, i) => (
        <RelationRow key={i}>
          <Select<number>
            label={`${t('ae-tags')} ${i + 1}`}
            hideLabel
            size="sm"
            options={tagOptions}
            value={row.id}
            onChange={(v) => update(i, { id: v ?? 0 })}
          />
          <Select<TagRelationGroup>
            label={`${t('ae-tag-relations')} ${i + 1}`}
            hideLabel
            size="sm"
            options={GROUP_OPTIONS}
            value={row.group}
            onChange={(v) => update(i, { group: v ?? TAG_RELATION_GROUPS.LATEST })}
          />
          <IconButton
            size="sm"
            label={t('action-remove')}
            icon={<Trash2 aria-hidden />}
            onClick={() => field.onChange(rows.filter((_, k) => k !== i))}
          />
        </RelationRow>
      ))}
      <Button
        size="sm"
        variant="ghost"
        icon={<Plus aria-hidden />}
        onClick={() =>
          field.onChange([...rows, { id: 0, group: TAG_RELATION_GROUPS.RESEARCH_ARTICLES }])
        }
      >
        {t('ae-tag-relations-add')}
      </Button>
    </fieldset>
  );
}

function AttachmentsField({
  form,
  onUpload,
  onUploadError,
}: {
  form: UseFormReturn<ArticleEditorValues>;
  onUpload: (file: File, kind: ArticleUploadKind) => Promise<EditorUpload>;
  onUploadError?: ((error: unknown) => void) | undefined;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'attachments' });
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <fieldset className="nd-fieldset">
      <legend>{t('ae-attachments')}</legend>
      {field.value.length > 0 && (
        <AttachmentList>
          {field.value.map((a, i) => (
            <li key={`${a.file_uri}-${i}`}>
              <Paperclip aria-hidden />
              <a href={a.file_url} target="_blank" rel="noopener noreferrer">
                {`${a.title}.${a.file_extension}`}
              </a>
              <IconButton
                size="sm"
                label={t('ae-attachment-remove', { name: a.title })}
                icon={<X aria-hidden />}
                onClick={() => field.onChange(field.value.filter((_, k) => k !== i))}
              />
            </li>
          ))}
        </AttachmentList>
      )}
      <Button
        size="sm"
        variant="ghost"
        icon={<Plus aria-hidden />}
        loading={busy}
        onClick={() => input.current?.click()}
      >
        {t('ae-attachments-add')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('ae-attachments-add')}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            const r = await onUpload(file, 'attachment');
            const title = r.name.replace(/\.[^.]+$/, '') || r.name;
            field.onChange([
              ...field.value,
              { title, file_uri: r.key, file_url: r.url, file_extension: r.extension },
            ]);
          } catch (err) {
            onUploadError?.(err);
          } finally {
            setBusy(false);
          }
        }}
      />
    </fieldset>
  );
}

function PlatformsField({ form }: { form: UseFormReturn<ArticleEditorValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control: form.control,
    name: 'platforms',
    rules: { validate: (v) => v.length > 0 || t('ae-platforms-empty') },
  });
  return (
    <fieldset className="nd-fieldset" aria-invalid={fieldState.error ? true : undefined}>
      <legend>{t('ae-platforms')}</legend>
      <PlatformList>
        {PLATFORMS.map((p) => (
          <Checkbox
            key={p}
            label={t(`ae-platform-${p}` as MessageKey)}
            checked={field.value.includes(p)}
            onChange={(checked) =>
              field.onChange(
                checked
                  ? PLATFORMS.filter((x) => x === p || field.value.includes(x))
                  : field.value.filter((x) => x !== p),
              )
            }
          />
        ))}
      </PlatformList>
      {fieldState.error?.message && (
        <p role="alert" className="nd-error">
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  );
}
