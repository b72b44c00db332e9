import { ImageOff, ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import {
  useController,
  useForm,
  useWatch,
  type FieldErrors,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import type { MessageKey } from '../../foundations/i18n/messages';
import { Image } from '../../feedback/Image';
import { Form } from '../../forms/Form';
import {
  FormDateTimePicker,
  FormRadioGroup,
  FormSwitch,
  FormTextArea,
  FormTextInput,
} from '../../forms/FormControls';
import { FormField } from '../../forms/FormField';
import { Chip } from '../../inputs/Chip';
import { Combobox } from '../../inputs/Combobox';
import { Select } from '../../inputs/Select';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import {
  Actions,
  CoverBox,
  Layout,
  Main,
  RelationRow,
  Section,
  Side,
} from '../ArticleEditor/ArticleEditorForm.styles';
import {
  TAG_RELATION_GROUPS,
  type TagRelationGroup,
  type VipVisibility,
} from '../ArticleEditor/types';
import { EpisodeList, type EpisodeDraft, type EpisodeListProps } from '../EpisodeList/EpisodeList';
import {
  VIDEO_DESCRIPTION_LIMIT,
  VIDEO_TITLE_LIMIT,
  type RelatedItem,
  type RelatedKind,
  type VideoEditorOptions,
  type VideoEditorValues,
} from './types';

export type VideoSubmitIntent = 'draft' | 'post';
export type VideoEditorFormApi = UseFormReturn<VideoEditorValues>;

/** The video editor's form (react-hook-form): validated on submit, then on change. */
export function useVideoEditorForm(defaultValues: VideoEditorValues): VideoEditorFormApi {
  return useForm<VideoEditorValues>({ defaultValues, mode: 'onSubmit' });
}

/** The episode part of the form's props: uploads are the console's. */
export type VideoEpisodeHandlers = Pick<
  EpisodeListProps,
  'uploads' | 'onPickFile' | 'onCancelUpload' | 'onResumeUpload' | 'newUid'
>;

export interface VideoEditorFormProps {
  /**
   * The page's `useVideoEditorForm()` (react-hook-form): the page watches it for the local draft.
   */
  form: VideoEditorFormApi;
  /** The tag picker's options and its remote search. */
  options: VideoEditorOptions;
  /**
   * The episode uploads the console runs: their progress, and the pick, cancel and resume
   * callbacks.
   */
  episodes: VideoEpisodeHandlers;
  /** Called with valid values: save as draft or post (content §4). */
  onSubmit: (values: VideoEditorValues, intent: VideoSubmitIntent) => void | Promise<void>;
  /** A failed submit with the spec's "valid failed" (for a toast). */
  onInvalid?: (errors: FieldErrors<VideoEditorValues>, message: string) => void;
  /** Deletes the video (shown for a saved video). */
  onDelete?: () => void;
  /** Cancels the schedule (shown while the saved video is scheduled). */
  onCancelSchedule?: () => void;
  /**
   * Opens the selection panel of related articles or reports (content §2) and resolves with the
   * picks (none: cancelled). Without it, related content can only be removed.
   */
  onPickRelated?: (kind: RelatedKind) => Promise<RelatedItem[] | null>;
  /** Uploads an image (cover, thumbnails) to the media library's bucket. */
  onUploadImage: (file: File) => Promise<{ key: string; url: string }>;
  /**
   * Called with the error when an image fails to upload (the caller reports it, e.g. in a toast).
   */
  onUploadError?: (error: unknown) => void;
  /**
   * Now (ms) for the date pickers and the "must be in the future" rule of the schedule; defaults to
   * the clock.
   */
  now?: number;
  /** A save is running: the action buttons are disabled (default false). */
  saving?: boolean;
  /** The status line (current status, local draft state). */
  status?: ReactNode;
}

const GROUP_OPTIONS = (Object.entries(TAG_RELATION_GROUPS) as [string, TagRelationGroup][]).map(
  ([name, value]) => ({ value, label: `${name} (${value})` }),
);

/** Every episode has a file (content §5 "Video file is not select"), and there is one at least. */
export const episodesHaveFiles = (episodes: readonly EpisodeDraft[]) =>
  episodes.length > 0 && episodes.every((e) => e.key !== null);

/**
 * The video editor (content §3, §4, §5): title, description, cover, display time, audience, free
 * expiry (default epoch + 1 s), tags with their channels, the schedule switch and time, related
 * articles and reports, and the episodes with their uploads; Save as draft, Post, Delete and Cancel
 * schedule. Bad input shows the spec's message next to the field and submits nothing.
 */
export function VideoEditorForm({
  form,
  options,
  episodes,
  onSubmit,
  onInvalid,
  onDelete,
  onCancelSchedule,
  onPickRelated,
  onUploadImage,
  onUploadError,
  now,
  saving = false,
  status,
}: VideoEditorFormProps) {
  const { t } = useTranslation();
  // The ref is read by the submit the same click fires (before a re-render); the state shows which
  // of the two buttons is busy while saving, so the pressed one keeps the focus.
  const intent = useRef<VideoSubmitIntent>('draft');
  const [pressed, setPressed] = useState<VideoSubmitIntent>('draft');
  const { control } = form;
  const scheduleOpen = useWatch({ control, name: 'schedule_open' });
  const [submitted, setSubmitted] = useState(false);
  const nowAt = () => now ?? Date.now();

  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values, intent.current)}
      onInvalid={(errors, message) => {
        setSubmitted(true);
        onInvalid?.(errors, message);
      }}
      aria-label={t('vid-form')}
    >
      <Layout>
        <Main>
          <Section aria-labelledby="vid-section-content">
            <h2 id="vid-section-content">{t('vid-section-content')}</h2>
            <FormTextInput
              control={control}
              name="title"
              label={t('vid-field-title')}
              required
              requiredMessage={t('vid-title-empty')}
              limit={VIDEO_TITLE_LIMIT}
              limitMessage={t('vid-title-limit', { limit: VIDEO_TITLE_LIMIT })}
              validateOn="blur"
            />
            <FormTextArea
              control={control}
              name="description"
              label={t('vid-field-description')}
              limit={VIDEO_DESCRIPTION_LIMIT}
              rows={4}
            />
          </Section>

          <Section aria-labelledby="vid-section-episodes">
            <h2 id="vid-section-episodes">{t('vid-section-episodes')}</h2>
            <FormField
              control={control}
              name="episodes"
              label={t('ep-list')}
              rules={{
                files: (v) => episodesHaveFiles(v) || t('ep-file-missing'),
                names: (v) => v.every((e) => e.name.trim() !== '') || t('validation-required'),
              }}
              render={({ controlProps }) => (
                <EpisodeList
                  {...episodes}
                  value={controlProps.value}
                  onChange={controlProps.onChange}
                  showMissing={submitted || !!controlProps.error}
                  error={controlProps.value.length === 0 ? controlProps.error : undefined}
                  onUploadThumbnail={onUploadImage}
                  onUploadError={onUploadError}
                  disabled={saving}
                />
              )}
            />
          </Section>

          <Section aria-labelledby="vid-section-related">
            <h2 id="vid-section-related">{t('vid-section-related')}</h2>
            <RelatedField form={form} onPickRelated={onPickRelated} />
          </Section>
        </Main>

        <Side>
          <Section aria-labelledby="vid-section-publishing">
            <h2 id="vid-section-publishing">{t('vid-section-publishing')}</h2>
            <FormField
              control={control}
              name="cover_uri"
              label={t('vid-field-cover')}
              hint={t('vid-cover-hint')}
              render={({ controlProps }) => (
                <CoverField
                  label={controlProps.label}
                  url={form.getValues('cover_url')}
                  onPick={async (file) => {
                    try {
                      const result = await onUploadImage(file);
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
            <FormDateTimePicker
              control={control}
              name="display_time"
              label={t('vid-field-display-time')}
              hint={t('vid-display-time-hint')}
              clearable
              {...(now !== undefined ? { now } : {})}
            />
            <FormRadioGroup<VideoEditorValues, 'vip_visibility', VipVisibility>
              control={control}
              name="vip_visibility"
              label={t('vid-field-audience')}
              options={([0, 1, 2, 3] as const).map((v) => ({
                value: v,
                label: t(`vid-vip-${v}` as MessageKey),
              }))}
            />
            <FormDateTimePicker
              control={control}
              name="free_expired_at"
              label={t('vid-field-free-expired')}
              hint={t('vid-free-expired-hint')}
              clearable
              {...(now !== undefined ? { now } : {})}
            />
            <FormSwitch control={control} name="schedule_open" label={t('vid-field-schedule')} />
            {scheduleOpen ? (
              <FormDateTimePicker
                control={control}
                name="schedule_time"
                label={t('vid-field-schedule-time')}
                required
                requiredMessage={t('validation-required')}
                clearable
                validateOn="change"
                {...(now !== undefined ? { now } : {})}
                rules={{
                  future: (v) => v === null || v > nowAt() || t('vid-schedule-past'),
                }}
              />
            ) : null}
            {onCancelSchedule ? (
              <Button size="sm" variant="secondary" onClick={onCancelSchedule}>
                {t('vid-cancel-schedule')}
              </Button>
            ) : null}
            <TagRelationsField form={form} options={options} />
          </Section>
        </Side>
      </Layout>

      <Actions>
        {status}
        <span className="nd-spacer" />
        {onDelete ? (
          <Button
            variant="danger"
            icon={<Trash2 aria-hidden />}
            disabled={saving}
            onClick={onDelete}
          >
            {t('vid-delete')}
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="secondary"
          loading={saving && pressed === 'draft'}
          disabled={saving && pressed !== 'draft'}
          onClick={() => {
            intent.current = 'draft';
            setPressed('draft');
          }}
        >
          {t('vid-save-draft')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          loading={saving && pressed === 'post'}
          disabled={saving && pressed !== 'post'}
          onClick={() => {
            intent.current = 'post';
            setPressed('post');
          }}
        >
          {t('vid-post')}
        </Button>
      </Actions>
    </Form>
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
      <Image
        src={url}
        alt={url ? t('vid-cover-alt') : ''}
        ratio={16 / 9}
        placeholder={
          <span className="nd-cover-empty">
            <ImageOff aria-hidden />
            {url ? t('image-unavailable') : t('vid-cover-none')}
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
          {url ? t('vid-cover-replace') : t('vid-cover-upload')}
        </Button>
        {url ? (
          <IconButton
            size="sm"
            label={t('vid-cover-remove')}
            icon={<X aria-hidden />}
            onClick={onRemove}
          />
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        aria-label={t('vid-cover-upload')}
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

function TagRelationsField({
  form,
  options,
}: {
  form: VideoEditorFormApi;
  options: VideoEditorOptions;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'tag_relations' });
  const rows = field.value;
  const tagOptions = [{ value: 0, label: 'matrix (0)' }, ...options.tags];
  const update = (index: number, patch: Partial<(typeof rows)[number]>) =>
    field.onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <fieldset className="nd-fieldset">
      <legend>{t('vid-field-tag-relations')}</legend>
      {rows.map((row, i) => (
        <RelationRow key={i}>
          <Combobox<number>
            label={t('vid-tag-relation-tag', { index: i + 1 })}
            hideLabel
            size="sm"
            options={
              tagOptions.some((o) => o.value === row.id)
                ? tagOptions
                : [{ value: row.id, label: `#${row.id}` }, ...tagOptions]
            }
            value={row.id}
            onSearch={options.onSearchTags}
            placeholder={t('vid-tags-search')}
            onChange={(v) => update(i, { id: v ?? 0 })}
          />
          <Select<TagRelationGroup>
            label={t('vid-tag-relation-group', { index: i + 1 })}
            hideLabel
            size="sm"
            options={GROUP_OPTIONS}
            value={row.group}
            onChange={(v) => update(i, { group: v ?? TAG_RELATION_GROUPS.RESEARCH_VIDEOS })}
          />
          <IconButton
            size="sm"
            label={t('vid-tag-relation-remove', { index: i + 1 })}
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
          field.onChange([...rows, { id: 0, group: TAG_RELATION_GROUPS.RESEARCH_VIDEOS }])
        }
      >
        {t('vid-tag-relation-add')}
      </Button>
    </fieldset>
  );
}

function RelatedList({
  label,
  items,
  onRemove,
  action,
}: {
  label: string;
  items: readonly RelatedItem[];
  onRemove: (id: number) => void;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="nd-fieldset">
      <legend>{label}</legend>
      {items.length === 0 ? <span>{t('vid-related-none')}</span> : null}
      <div role="list" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {items.map((item) => (
          <span role="listitem" key={item.id}>
            <Chip
              label={item.title}
              removeLabel={t('vid-related-remove', { title: item.title })}
              onRemove={() => onRemove(item.id)}
            />
          </span>
        ))}
      </div>
      {action}
    </fieldset>
  );
}

function RelatedField({
  form,
  onPickRelated,
}: {
  form: VideoEditorFormApi;
  onPickRelated: VideoEditorFormProps['onPickRelated'];
}) {
  const { t } = useTranslation();
  const articles = useController({ control: form.control, name: 'related_articles' }).field;
  const reports = useController({ control: form.control, name: 'related_reports' }).field;
  const add = async (kind: RelatedKind) => {
    const picks = await onPickRelated?.(kind);
    if (!picks?.length) return;
    const field = kind === 'article' ? articles : reports;
    const known = new Set(field.value.map((item) => item.id));
    field.onChange([...field.value, ...picks.filter((p) => !known.has(p.id))]);
  };
  return (
    <>
      <RelatedList
        label={t('vid-related-articles')}
        items={articles.value}
        onRemove={(id) => articles.onChange(articles.value.filter((a) => a.id !== id))}
        action={
          onPickRelated ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<Plus aria-hidden />}
              onClick={() => void add('article')}
            >
              {t('vid-related-add-articles')}
            </Button>
          ) : null
        }
      />
      <RelatedList
        label={t('vid-related-reports')}
        items={reports.value}
        onRemove={(id) => reports.onChange(reports.value.filter((r) => r.id !== id))}
        action={
          onPickRelated ? (
            <Button
              size="sm"
              variant="ghost"
              icon={<Plus aria-hidden />}
              onClick={() => void add('report')}
            >
              {t('vid-related-add-reports')}
            </Button>
          ) : null
        }
      />
    </>
  );
}
