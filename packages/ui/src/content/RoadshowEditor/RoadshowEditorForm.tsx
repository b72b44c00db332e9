import { ImageOff, ImagePlus, ListPlus, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import {
  useController,
  useForm,
  useWatch,
  type FieldErrors,
  type FieldPath,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { RichTextField } from '../../editor/RichTextField';
import { Image } from '../../feedback/Image';
import type { MessageKey } from '../../foundations/i18n/messages';
import { Form } from '../../forms/Form';
import { FormField } from '../../forms/FormField';
import {
  FormDateTimePicker,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextInput,
} from '../../forms/FormControls';
import { Combobox } from '../../inputs/Combobox';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import {
  Actions,
  CoverBox,
  Layout,
  Main,
  Section,
  Side,
} from '../ArticleEditor/ArticleEditorForm.styles';
import type { EditorUpload } from '../ArticleEditor/types';
import {
  LIVE_METHODS,
  ROADSHOW_SUMMARY_LIMIT,
  ROADSHOW_TITLE_LIMIT,
  type MeetingChannel,
  type PickedItem,
  type RoadshowEditorValues,
  type RoadshowLiveStatus,
  type RoadshowVip,
  type WhitelistEntry,
  type WhitelistKind,
} from './types';
import { htmlHasContent } from '../../utils/sanitize';

/** Save keeps the status; publish and draft also change it (through the status call). */
export type RoadshowSubmitIntent = 'save' | 'publish' | 'draft';

export type RoadshowEditorFormApi = UseFormReturn<RoadshowEditorValues>;

/** The roadshow editor's form, validated on submit (then on change for fields with an error). */
export function useRoadshowEditorForm(defaultValues: RoadshowEditorValues): RoadshowEditorFormApi {
  return useForm<RoadshowEditorValues>({ defaultValues, mode: 'onSubmit' });
}

/** A remote search of one picker (downshift combobox): the current results and the query callback. */
export interface PickerSearch {
  results: readonly PickedItem[];
  loading?: boolean;
  onSearch: (query: string) => void;
}

export interface RoadshowEditorSearches {
  tags: PickerSearch;
  videos: PickerSearch;
  articles: PickerSearch;
  reports: PickerSearch;
  users: PickerSearch;
  userGroups: PickerSearch;
}

export interface RoadshowEditorFormProps {
  /**
   * The page's `useRoadshowEditorForm()` (react-hook-form): the page watches it for the local
   * draft.
   */
  form: RoadshowEditorFormApi;
  /**
   * The remote searches of the pickers (tags, videos, articles, reports, users, user groups):
   * results, loading and `onSearch`.
   */
  searches: RoadshowEditorSearches;
  /** Called with valid values. */
  onSubmit: (values: RoadshowEditorValues, intent: RoadshowSubmitIntent) => void | Promise<void>;
  /** A failed submit, with the spec's "valid failed" message (for a toast). */
  onInvalid?: (errors: FieldErrors<RoadshowEditorValues>, message: string) => void;
  /** Uploads the poster or a body image (the media upload). */
  onUpload: (file: File) => Promise<EditorUpload>;
  /** Called with the error when an upload fails (the caller reports it, e.g. in a toast). */
  onUploadError?: (error: unknown) => void;
  /** The saved publication status: which of Publish and Convert to draft is offered. */
  status: 'new' | 'draft' | 'published' | 'deleted';
  /** The meeting the service created (id and join link), shown under the channel. */
  meeting?: { meeting_id: string | null; join_url: string | null } | null;
  /** A save is running: the submit buttons show a spinner and ignore clicks (default false). */
  saving?: boolean;
  /** Extra actions beside the submit buttons (delete, local draft). */
  toolbar?: ReactNode;
  /** Bump to make the body editor reload from the form (a draft restored). */
  bodyRevision?: number;
  /**
   * Now (ms) for the date pickers' today and Now button; defaults to the clock (stories pin it).
   */
  now?: number;
  /**
   * Opens the selection panel of a related field (content §2): resolves with the picks, or null
   * when it closes without any. Without it, only the search pickers are offered.
   */
  onBrowse?: (field: BrowseField) => Promise<PickedItem[] | null>;
}

/** The fields that can also be picked through a selection panel. */
export type BrowseField = 'video' | 'related_articles' | 'related_reports';

const VIPS: readonly RoadshowVip[] = [0, 2, 3, 1];
const LIVE: readonly RoadshowLiveStatus[] = [1, 2, 3];
const LIVE_KEYS: Record<RoadshowLiveStatus, MessageKey> = {
  1: 'rs-filter-not-start',
  2: 'rs-filter-in-progress',
  3: 'rs-filter-finished',
};

/** The results, then every picked item, each once (a pick keeps its label after a new search). */
const optionsOf = (results: readonly PickedItem[], picked: readonly PickedItem[]) => {
  const out = results.map((r) => ({ value: r.id, label: r.name }));
  for (const p of picked)
    if (!out.some((o) => o.value === p.id)) out.push({ value: p.id, label: p.name });
  return out;
};

/**
 * The roadshow editor (content §3 Roadshow, §5): title, summary, Plate body, speaker, live method
 * and progress, start, end and date, poster, audience, home page, tags, the attached video and
 * message, the online meeting (channel, automatic creation, password, allow and deny lists of users
 * and user groups, password user group) and related articles and reports. The spec's messages
 * ("Title cannot be empty", "Content cannot be empty", "Time cannot be empty") show by the field.
 */
export function RoadshowEditorForm({
  form,
  searches,
  onSubmit,
  onInvalid,
  onUpload,
  onUploadError,
  status,
  meeting,
  saving,
  toolbar,
  bodyRevision = 0,
  now,
  onBrowse,
}: RoadshowEditorFormProps) {
  const { t } = useTranslation();
  const intent = useRef<RoadshowSubmitIntent>('save');
  const { control } = form;
  const channel = useWatch({ control, name: 'channel' });
  const nowProps = now !== undefined ? { now } : {};

  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(values, intent.current)}
      onInvalid={onInvalid}
      aria-label={status === 'new' ? t('rs-create-title') : t('rs-edit-title')}
    >
      <Layout>
        <Main>
          <Section aria-labelledby="rs-section-content">
            <h2 id="rs-section-content">{t('rs-section-content')}</h2>
            <FormTextInput
              control={control}
              name="title"
              label={t('rs-title')}
              required
              requiredMessage={t('rs-title-empty')}
              limit={ROADSHOW_TITLE_LIMIT}
              validateOn="blur"
            />
            <FormTextArea
              control={control}
              name="summary"
              label={t('rs-summary')}
              limit={ROADSHOW_SUMMARY_LIMIT}
              rows={3}
            />
            <FormField
              control={control}
              name="body"
              label={t('rs-body')}
              required
              requiredMessage={t('rs-body-empty')}
              rules={{ content: (v) => htmlHasContent(v) || t('rs-body-empty') }}
              render={({ controlProps }) => (
                <RichTextField
                  key={`body-${bodyRevision}`}
                  {...controlProps}
                  onUpload={async (file) => {
                    const r = await onUpload(file);
                    return { url: r.url, name: r.name };
                  }}
                  onUploadError={onUploadError}
                />
              )}
            />
            <FormTextInput control={control} name="people" label={t('rs-people')} limit={100} />
            <FormTextArea
              control={control}
              name="message"
              label={t('rs-message')}
              limit={500}
              rows={2}
            />
          </Section>

          <Section aria-labelledby="rs-section-meeting">
            <h2 id="rs-section-meeting">{t('rs-section-meeting')}</h2>
            <FormRadioGroup<RoadshowEditorValues, 'channel', MeetingChannel>
              control={control}
              name="channel"
              label={t('rs-channel')}
              orientation="horizontal"
              options={(['NONE', 'TENCENT_MEETING'] as const).map((c) => ({
                value: c,
                label: t(`rs-channel-${c}` as MessageKey),
              }))}
            />
            {channel === 'TENCENT_MEETING' ? (
              <>
                {meeting?.meeting_id ? (
                  <p>
                    {t('rs-meeting-info', { id: meeting.meeting_id, url: meeting.join_url ?? '' })}
                  </p>
                ) : null}
                <FormSwitch
                  control={control}
                  name="auto_create_meeting"
                  label={t('rs-auto-meeting')}
                />
                <FormTextInput
                  control={control}
                  name="meeting_password"
                  label={t('rs-meeting-password')}
                  limit={32}
                />
                <WhitelistField
                  form={form}
                  name="wl_include"
                  kind="USER"
                  label={t('rs-wl-include-users')}
                  placeholder={t('rs-users-search')}
                  search={searches.users}
                />
                <WhitelistField
                  form={form}
                  name="wl_include"
                  kind="USER_GROUP"
                  label={t('rs-wl-include-groups')}
                  placeholder={t('rs-groups-search')}
                  search={searches.userGroups}
                />
                <WhitelistField
                  form={form}
                  name="wl_exclude"
                  kind="USER"
                  label={t('rs-wl-exclude-users')}
                  placeholder={t('rs-users-search')}
                  search={searches.users}
                />
                <WhitelistField
                  form={form}
                  name="wl_exclude"
                  kind="USER_GROUP"
                  label={t('rs-wl-exclude-groups')}
                  placeholder={t('rs-groups-search')}
                  search={searches.userGroups}
                />
                <PickField
                  form={form}
                  name="password_user_group"
                  label={t('rs-password-group')}
                  placeholder={t('rs-groups-search')}
                  search={searches.userGroups}
                />
              </>
            ) : null}
          </Section>

          <Section aria-labelledby="rs-section-related">
            <h2 id="rs-section-related">{t('rs-section-related')}</h2>
            <PickField
              form={form}
              name="video"
              label={t('rs-video')}
              placeholder={t('rs-video-search')}
              search={searches.videos}
            />
            {onBrowse ? <BrowseButton form={form} field="video" onBrowse={onBrowse} /> : null}
            <PickManyField
              form={form}
              name="related_articles"
              label={t('rs-related-articles')}
              placeholder={t('rs-related-search')}
              search={searches.articles}
            />
            {onBrowse ? (
              <BrowseButton form={form} field="related_articles" onBrowse={onBrowse} />
            ) : null}
            <PickManyField
              form={form}
              name="related_reports"
              label={t('rs-related-reports')}
              placeholder={t('rs-related-search')}
              search={searches.reports}
            />
            {onBrowse ? (
              <BrowseButton form={form} field="related_reports" onBrowse={onBrowse} />
            ) : null}
          </Section>
        </Main>

        <Side>
          <Section aria-labelledby="rs-section-time">
            <h2 id="rs-section-time">{t('rs-section-time')}</h2>
            <FormDateTimePicker
              control={control}
              name="start_time"
              label={t('rs-start-time')}
              required
              requiredMessage={t('rs-time-empty')}
              clearable
              {...nowProps}
            />
            <FormDateTimePicker
              control={control}
              name="end_time"
              label={t('rs-end-time')}
              clearable
              rules={{
                order: (v, values) =>
                  v === null ||
                  values.start_time === null ||
                  v >= values.start_time ||
                  t('rs-end-before-start'),
              }}
              {...nowProps}
            />
            <FormDateTimePicker
              control={control}
              name="roadshow_date"
              label={t('rs-date')}
              mode="date"
              clearable
              {...nowProps}
            />
            <FormSelect<RoadshowEditorValues, 'live_method', string>
              control={control}
              name="live_method"
              label={t('rs-live-method')}
              options={LIVE_METHODS.map((m) => ({
                value: m,
                label: t(`rs-live-method-${m}` as MessageKey),
              }))}
            />
            <FormSelect<RoadshowEditorValues, 'live_status', RoadshowLiveStatus>
              control={control}
              name="live_status"
              label={t('rs-live-status')}
              options={LIVE.map((v) => ({ value: v, label: t(LIVE_KEYS[v]) }))}
            />
          </Section>

          <Section aria-labelledby="rs-section-publishing">
            <h2 id="rs-section-publishing">{t('rs-section-publishing')}</h2>
            <PosterField form={form} onUpload={onUpload} onUploadError={onUploadError} />
            <FormRadioGroup<RoadshowEditorValues, 'vip_visibility', RoadshowVip>
              control={control}
              name="vip_visibility"
              label={t('rs-vip-visibility')}
              options={VIPS.map((v) => ({ value: v, label: t(`rs-vip-${v}` as MessageKey) }))}
            />
            <FormSwitch control={control} name="is_home" label={t('rs-is-home')} />
            <PickManyField
              form={form}
              name="tags"
              label={t('rs-tags')}
              placeholder={t('rs-tags-search')}
              search={searches.tags}
            />
          </Section>
        </Side>
      </Layout>

      <Actions>
        <span className="nd-spacer" />
        {toolbar}
        <Button
          type="submit"
          variant="secondary"
          loading={saving}
          onClick={() => {
            intent.current = 'save';
          }}
        >
          {status === 'new' ? t('rs-save-draft') : t('rs-save')}
        </Button>
        {status === 'published' ? (
          <Button
            type="submit"
            variant="secondary"
            onClick={() => {
              intent.current = 'draft';
            }}
          >
            {t('rs-action-draft')}
          </Button>
        ) : (
          <Button
            type="submit"
            variant="primary"
            onClick={() => {
              intent.current = 'publish';
            }}
          >
            {t('rs-publish')}
          </Button>
        )}
      </Actions>
    </Form>
  );
}

type SingleName = 'video' | 'password_user_group';
type ManyName = 'tags' | 'related_articles' | 'related_reports';

/** One picked item over a remote search (the attached video, the password user group). */
function PickField({
  form,
  name,
  label,
  placeholder,
  search,
}: {
  form: RoadshowEditorFormApi;
  name: SingleName;
  label: string;
  placeholder: string;
  search: PickerSearch;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const picked = field.value;
  return (
    <Combobox<number>
      label={label}
      placeholder={placeholder}
      options={optionsOf(search.results, picked ? [picked] : [])}
      value={picked?.id ?? null}
      onChange={(id) => {
        form.clearErrors(name);
        const found = optionsOf(search.results, picked ? [picked] : []).find((o) => o.value === id);
        field.onChange(found ? { id: found.value, name: found.label } : null);
      }}
      onSearch={search.onSearch}
      loading={search.loading}
      clearable
      error={fieldState.error?.message}
    />
  );
}

/** Several picked items over a remote search (tags, related articles and reports). */
function PickManyField({
  form,
  name,
  label,
  placeholder,
  search,
}: {
  form: RoadshowEditorFormApi;
  name: ManyName;
  label: string;
  placeholder: string;
  search: PickerSearch;
}) {
  const { field } = useController({ control: form.control, name });
  const picked = field.value;
  const options = optionsOf(search.results, picked);
  return (
    <Combobox<number, true>
      label={label}
      placeholder={placeholder}
      multiple
      options={options}
      value={picked.map((p) => p.id)}
      onChange={(ids) =>
        field.onChange(
          ids.flatMap((id) => {
            const o = options.find((x) => x.value === id);
            return o ? [{ id: o.value, name: o.label }] : [];
          }),
        )
      }
      onSearch={search.onSearch}
      loading={search.loading}
    />
  );
}

/** The users or the user groups of a meeting allow or deny list (its other entries stay). */
function WhitelistField({
  form,
  name,
  kind,
  label,
  placeholder,
  search,
}: {
  form: RoadshowEditorFormApi;
  name: Extract<FieldPath<RoadshowEditorValues>, 'wl_include' | 'wl_exclude'>;
  kind: WhitelistKind;
  label: string;
  placeholder: string;
  search: PickerSearch;
}) {
  const { field } = useController({ control: form.control, name });
  const entries: WhitelistEntry[] = field.value;
  const mine = entries
    .filter((e) => e.kind === kind)
    .map((e) => ({ id: Number(e.key), name: e.name }));
  const options = optionsOf(search.results, mine);
  return (
    <Combobox<number, true>
      label={label}
      placeholder={placeholder}
      multiple
      options={options}
      value={mine.map((m) => m.id)}
      onChange={(ids) =>
        field.onChange([
          ...entries.filter((e) => e.kind !== kind),
          ...ids.flatMap((id) => {
            const o = options.find((x) => x.value === id);
            return o ? [{ key: String(o.value), kind, name: o.label }] : [];
          }),
        ])
      }
      onSearch={search.onSearch}
      loading={search.loading}
    />
  );
}

function PosterField({
  form,
  onUpload,
  onUploadError,
}: {
  form: RoadshowEditorFormApi;
  onUpload: (file: File) => Promise<EditorUpload>;
  onUploadError?: ((error: unknown) => void) | undefined;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const url = useWatch({ control: form.control, name: 'poster_url' });
  const set = (key: string | null, next: string | null) => {
    form.setValue('poster', key, { shouldDirty: true });
    form.setValue('poster_url', next, { shouldDirty: true });
  };
  return (
    <CoverBox className="nd-fieldset">
      <legend>{t('rs-poster')}</legend>
      <Image
        src={url}
        alt={url ? t('rs-poster-alt') : ''}
        ratio={16 / 9}
        placeholder={
          <span className="nd-cover-empty">
            <ImageOff aria-hidden />
            {url ? t('image-unavailable') : t('rs-poster-none')}
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
          {url ? t('rs-poster-replace') : t('rs-poster-upload')}
        </Button>
        {url ? (
          <IconButton
            size="sm"
            label={t('rs-poster-remove')}
            icon={<X aria-hidden />}
            onClick={() => set(null, null)}
          />
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        aria-label={t('rs-poster-upload')}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            const r = await onUpload(file);
            set(r.key, r.url);
          } catch (err) {
            onUploadError?.(err);
          } finally {
            setBusy(false);
          }
        }}
      />
    </CoverBox>
  );
}

const BROWSE_LABELS: Record<BrowseField, MessageKey> = {
  video: 'rs-browse-video',
  related_articles: 'rs-browse-articles',
  related_reports: 'rs-browse-reports',
};

/** Picks through the selection panel; picks join the field (the video: the first pick replaces it). */
function BrowseButton({
  form,
  field,
  onBrowse,
}: {
  form: RoadshowEditorFormApi;
  field: BrowseField;
  onBrowse: (field: BrowseField) => Promise<PickedItem[] | null>;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      variant="ghost"
      icon={<ListPlus aria-hidden />}
      onClick={async () => {
        const picks = await onBrowse(field);
        if (!picks || picks.length === 0) return;
        if (field === 'video') {
          form.clearErrors('video');
          form.setValue('video', picks[0]!, { shouldDirty: true });
          return;
        }
        const current = form.getValues(field);
        const added = picks.filter((p) => !current.some((c) => c.id === p.id));
        form.setValue(field, [...current, ...added], { shouldDirty: true });
      }}
    >
      {t(BROWSE_LABELS[field])}
    </Button>
  );
}
