import { FileUp, ImagePlus, Music, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useController, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DraftNotice } from '../../feedback/DraftNotice';
import { ProgressBar } from '../../feedback/ProgressBar';
import type { MessageKey } from '../../foundations/i18n/messages';
import { Form } from '../../forms/Form';
import {
  FormDateTimePicker,
  FormRadioGroup,
  FormTextArea,
  FormTextInput,
} from '../../forms/FormControls';
import { Combobox } from '../../inputs/Combobox';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import type { EditorUpload } from '../ArticleEditor/types';
import type { PickedItem, PickerSearch } from '../RoadshowEditor';

import { theme } from '../../foundations/tokens';
/** Files that are reports, by extension (content §5). */
export const REPORT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export type ReportUploadKind = 'report' | 'image' | 'audio';

export interface ReportImageValue {
  uri: string;
  url: string;
  title: string;
  /** What the image shows (content §3 ReportImage `description`). */
  description: string;
  /** The media-library file the image comes from, if any (kept as it is). */
  media_id?: number | null;
  /** Pixels; null when unknown. Read from the file on upload, editable. */
  width: number | null;
  height: number | null;
}

/** The pixel size of an image file, or nulls when the browser cannot read it. */
export function imageSizeOf(url: string): Promise<{ width: number | null; height: number | null }> {
  return new Promise((resolve) => {
    if (typeof Image === 'undefined') {
      resolve({ width: null, height: null });
      return;
    }
    const img = new Image();
    img.onload = () =>
      resolve({ width: img.naturalWidth || null, height: img.naturalHeight || null });
    img.onerror = () => resolve({ width: null, height: null });
    img.src = url;
  });
}

/** A size field's text as pixels: empty is null; anything but a whole number from 1 is invalid. */
export function parsePixels(text: string): number | null | 'invalid' {
  const v = text.trim();
  if (v === '') return null;
  if (!/^\d+$/.test(v)) return 'invalid';
  const n = Number(v);
  return n >= 1 && n <= 100_000 ? n : 'invalid';
}

/** Every field of the report form (content §3 Report). JSON fields are edited as text. */
export interface ReportFormValues {
  title: string;
  file_uri: string | null;
  file_name: string | null;
  summary: string;
  markdown: string;
  vip_visibility: 0 | 1 | 2 | 3;
  display_time: number | null;
  tags: PickedItem[];
  images: ReportImageValue[];
  feed_info: string;
  reference_blocks: string;
  body_audio_uri: string | null;
  body_audio_url: string | null;
  content_url: string;
}

export function emptyReportValues(): ReportFormValues {
  return {
    title: '',
    file_uri: null,
    file_name: null,
    summary: '',
    markdown: '',
    vip_visibility: 0,
    display_time: null,
    tags: [],
    images: [],
    feed_info: '',
    reference_blocks: '',
    body_audio_uri: null,
    body_audio_url: null,
    content_url: '',
  };
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};
export const isReportFile = (name: string) =>
  (REPORT_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** Empty, or JSON of the expected kind (an object for feed info, an array for reference blocks). */
export function jsonValid(text: string, kind: 'object' | 'array'): boolean {
  if (text.trim() === '') return true;
  try {
    const v: unknown = JSON.parse(text);
    return kind === 'array'
      ? Array.isArray(v)
      : typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

export type ReportFormApi = UseFormReturn<ReportFormValues>;

export function useReportForm(defaultValues: ReportFormValues): ReportFormApi {
  return useForm<ReportFormValues>({ defaultValues, mode: 'onSubmit' });
}

export interface ReportFormProps {
  /** The page's `useReportForm()` (react-hook-form), which holds the values. */
  form: ReportFormApi;
  /** The tag picker's remote search: its results, loading state and `onSearch`. */
  tagSearch: PickerSearch;
  /** Uploads a file; `onProgress` gets 0–100 while the bytes go up. */
  onUpload: (
    file: File,
    kind: ReportUploadKind,
    onProgress: (percent: number) => void,
  ) => Promise<EditorUpload>;
  /** Called with the error when an upload fails (the caller reports it, e.g. in a toast). */
  onUploadError?: (error: unknown) => void;
  /** Called with valid values. */
  onSubmit: (values: ReportFormValues) => void | Promise<void>;
  /** A failed submit, with the "valid failed" message (for a toast). */
  onInvalid?: (message: string) => void;
  /** Called by the Cancel button. */
  onCancel: () => void;
  /** A save is running: the submit button shows a spinner and ignores clicks. */
  saving?: boolean;
  /**
   * Now (ms) for the date pickers' today and Now button; defaults to the clock (stories pin it).
   */
  now?: number;
  /**
   * Unsaved edits kept in this browser from an earlier visit, offered back above the fields: the
   * screen restores them into `form` (`onDraftRestore`) or drops them (`onDraftDiscard`).
   */
  draft?: { savedAt: number } | null;
  /** Called by the draft notice's Restore: put the local draft into `form`. */
  onDraftRestore?: () => void;
  /** Called by the draft notice's Discard: delete the local draft. */
  onDraftDiscard?: () => void;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};

  .nd-fieldset {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${theme.space[1]};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
  .nd-error {
    margin: 0;
    font-size: ${theme.font.size.sm};
    color: ${theme.color.text.danger};
  }
  .nd-hint {
    margin: 0;
    font-size: ${theme.font.size.sm};
    color: ${theme.color.text.secondary};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    width: 100%;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
  }
  li img {
    width: 64px;
    height: 40px;
    object-fit: cover;
    border-radius: ${theme.radii.sm};
  }
  audio {
    width: 100%;
  }
`;

const ImageList = styled.ul`
  && {
    gap: ${theme.space[3]};
  }
`;

const ImageRow = styled.li`
  && {
    align-items: flex-start;
  }
  .nd-image-fields {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    min-width: 0;
  }
  .nd-image-size {
    display: flex;
    gap: ${theme.space[2]};
  }
  .nd-image-size > * {
    flex: 1;
  }
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

/**
 * The report form (content §2 /content/report, §3 Report): the report file (pdf, doc, docx, xls,
 * xlsx) uploaded with progress, title, summary, markdown, audience, tags, report images, display
 * time, feed info and reference blocks (JSON), the body audio (mp3, uploaded and played) and the
 * content URL. "Title cannot be empty" and "Please select your file" show by the field.
 */
export function ReportForm({
  form,
  tagSearch,
  onUpload,
  onUploadError,
  onSubmit,
  onInvalid,
  onCancel,
  saving,
  now,
  draft,
  onDraftRestore,
  onDraftDiscard,
}: ReportFormProps) {
  const { t } = useTranslation();
  const { control } = form;
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      onInvalid={(_e, message) => onInvalid?.(message)}
      aria-label={t('rp-create-title')}
    >
      <Stack>
        {draft ? (
          <DraftNotice
            savedAt={draft.savedAt}
            onRestore={() => onDraftRestore?.()}
            onDiscard={() => onDraftDiscard?.()}
          />
        ) : null}
        <FileField form={form} onUpload={onUpload} onUploadError={onUploadError} />
        <FormTextInput
          control={control}
          name="title"
          label={t('rp-field-title')}
          required
          requiredMessage={t('rp-title-empty')}
          limit={200}
        />
        <FormTextArea
          control={control}
          name="summary"
          label={t('rp-summary')}
          limit={2000}
          rows={3}
        />
        <FormTextArea control={control} name="markdown" label={t('rp-markdown')} rows={6} />
        <FormRadioGroup<ReportFormValues, 'vip_visibility', 0 | 1 | 2 | 3>
          control={control}
          name="vip_visibility"
          label={t('rp-audience')}
          orientation="horizontal"
          options={([0, 2, 3, 1] as const).map((v) => ({
            value: v,
            label: t(`rs-vip-${v}` as MessageKey),
          }))}
        />
        <FormDateTimePicker
          control={control}
          name="display_time"
          label={t('rp-display-time')}
          clearable
          {...(now !== undefined ? { now } : {})}
        />
        <TagsField form={form} search={tagSearch} />
        <ImagesField form={form} onUpload={onUpload} onUploadError={onUploadError} />
        <AudioField form={form} onUpload={onUpload} onUploadError={onUploadError} />
        <FormTextInput
          control={control}
          name="content_url"
          label={t('rp-content-url')}
          type="url"
          rules={{
            url: (v) => v.trim() === '' || /^https?:\/\/\S+$/.test(v.trim()) || t('rp-url-invalid'),
          }}
        />
        <FormTextArea
          control={control}
          name="feed_info"
          label={t('rp-feed-info')}
          rows={3}
          rules={{ json: (v) => jsonValid(v, 'object') || t('rp-json-invalid') }}
        />
        <FormTextArea
          control={control}
          name="reference_blocks"
          label={t('rp-reference-blocks')}
          rows={3}
          rules={{ json: (v) => jsonValid(v, 'array') || t('rp-json-invalid') }}
        />
        <Row>
          <Button variant="secondary" onClick={onCancel}>
            {t('rp-cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={saving}>
            {t('rp-save')}
          </Button>
        </Row>
      </Stack>
    </Form>
  );
}

type UploadProps = Pick<ReportFormProps, 'onUpload' | 'onUploadError'> & { form: ReportFormApi };

/** One upload with its progress bar; the input is hidden behind a button. */
function useUpload(kind: ReportUploadKind, onUpload: ReportFormProps['onUpload']) {
  const [percent, setPercent] = useState<number | null>(null);
  const [name, setName] = useState('');
  const run = async (file: File) => {
    setName(file.name);
    setPercent(0);
    try {
      return await onUpload(file, kind, setPercent);
    } finally {
      setPercent(null);
    }
  };
  return { percent, name, run };
}

function FileField({ form, onUpload, onUploadError }: UploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({
    control: form.control,
    name: 'file_uri',
    rules: { validate: (v) => (v !== null && v !== '') || t('rp-file-empty') },
  });
  const fileName = useWatch({ control: form.control, name: 'file_name' });
  const upload = useUpload('report', onUpload);
  return (
    <fieldset className="nd-fieldset" aria-invalid={fieldState.error ? true : undefined}>
      <legend>{t('rp-file')}</legend>
      {fileName ? <span>{fileName}</span> : null}
      <p className="nd-hint">{t('rp-file-hint')}</p>
      <Button
        size="sm"
        variant="secondary"
        icon={<FileUp aria-hidden />}
        loading={upload.percent !== null}
        onClick={() => input.current?.click()}
      >
        {t('rp-file-pick')}
      </Button>
      {upload.percent !== null ? (
        <ProgressBar value={upload.percent} label={t('rp-uploading', { name: upload.name })} />
      ) : null}
      {fieldState.error?.message ? (
        <p role="alert" className="nd-error">
          {fieldState.error.message}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        hidden
        accept=".pdf,.doc,.docx,.xls,.xlsx"
        aria-label={t('rp-file-pick')}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (!isReportFile(file.name)) {
            form.setError('file_uri', { type: 'type', message: t('rp-file-type') });
            return;
          }
          try {
            const r = await upload.run(file);
            field.onChange(r.key);
            form.setValue('file_name', r.name, { shouldDirty: true });
            if (!form.getValues('title').trim())
              form.setValue('title', r.name.replace(/\.[^.]+$/, ''), { shouldDirty: true });
            form.clearErrors('file_uri');
          } catch (err) {
            onUploadError?.(err);
          }
        }}
      />
    </fieldset>
  );
}

function TagsField({ form, search }: { form: ReportFormApi; search: PickerSearch }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'tags' });
  const options = search.results.map((r) => ({ value: r.id, label: r.name }));
  for (const p of field.value)
    if (!options.some((o) => o.value === p.id)) options.push({ value: p.id, label: p.name });
  return (
    <Combobox<number, true>
      label={t('rp-tags')}
      multiple
      options={options}
      value={field.value.map((p) => p.id)}
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
      placeholder={t('rs-tags-search')}
    />
  );
}

function ImagesField({ form, onUpload, onUploadError }: UploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useController({
    control: form.control,
    name: 'images',
    rules: {
      validate: (images) =>
        images.every(
          (i) =>
            (i.width === null || i.width >= 1) &&
            (i.height === null || i.height >= 1) &&
            i.description.length <= 1000,
        ) || t('rp-image-size-invalid'),
    },
  });
  const upload = useUpload('image', onUpload);
  const patch = (i: number, change: Partial<ReportImageValue>) =>
    field.onChange(field.value.map((x, k) => (k === i ? { ...x, ...change } : x)));
  return (
    <fieldset className="nd-fieldset" aria-invalid={fieldState.error ? true : undefined}>
      <legend>{t('rp-images')}</legend>
      {field.value.length > 0 ? (
        <ImageList>
          {field.value.map((img, i) => (
            <ImageRow key={`${img.uri}-${i}`} aria-label={t('rp-image-n', { n: i + 1 })}>
              <img src={img.url} alt="" />
              <div className="nd-image-fields">
                <TextInput
                  label={t('rp-image-title', { n: i + 1 })}
                  value={img.title}
                  maxLength={200}
                  onChange={(title) => patch(i, { title })}
                />
                <TextInput
                  label={t('rp-image-description', { n: i + 1 })}
                  value={img.description}
                  maxLength={1000}
                  onChange={(description) => patch(i, { description })}
                />
                <div className="nd-image-size">
                  <PixelInput
                    label={t('rp-image-width', { n: i + 1 })}
                    value={img.width}
                    onChange={(width) => patch(i, { width })}
                  />
                  <PixelInput
                    label={t('rp-image-height', { n: i + 1 })}
                    value={img.height}
                    onChange={(height) => patch(i, { height })}
                  />
                </div>
              </div>
              <IconButton
                size="sm"
                label={t('rp-image-remove', { n: i + 1 })}
                icon={<X aria-hidden />}
                onClick={() => field.onChange(field.value.filter((_, k) => k !== i))}
              />
            </ImageRow>
          ))}
        </ImageList>
      ) : null}
      {fieldState.error?.message ? (
        <p role="alert" className="nd-error">
          {fieldState.error.message}
        </p>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        icon={<ImagePlus aria-hidden />}
        loading={upload.percent !== null}
        onClick={() => input.current?.click()}
      >
        {t('rp-image-add')}
      </Button>
      {upload.percent !== null ? (
        <ProgressBar value={upload.percent} label={t('rp-uploading', { name: upload.name })} />
      ) : null}
      <input
        ref={input}
        type="file"
        hidden
        accept="image/png,image/jpeg"
        aria-label={t('rp-image-add')}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          try {
            const r = await upload.run(file);
            const size = await imageSizeOf(r.url);
            field.onChange([
              ...form.getValues('images'),
              {
                uri: r.key,
                url: r.url,
                title: r.name.replace(/\.[^.]+$/, ''),
                description: '',
                ...size,
              },
            ]);
          } catch (err) {
            onUploadError?.(err);
          }
        }}
      />
    </fieldset>
  );
}

/** Pixels as a number field: empty is unknown (null); what is not a whole number from 1 shows why. */
function PixelInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === null ? '' : String(value));
  // A value set from outside (an upload read the size, a reset) replaces what is typed.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    const parsed = parsePixels(text);
    if (parsed !== value && !(parsed === 'invalid' && value === 0)) {
      setText(value === null ? '' : String(value));
    }
  }
  const invalid = parsePixels(text) === 'invalid';
  return (
    <TextInput
      label={label}
      value={text}
      inputMode="numeric"
      suffix="px"
      error={invalid ? t('rp-image-size-invalid') : undefined}
      onChange={(next) => {
        setText(next);
        const parsed = parsePixels(next);
        // An invalid entry is held as 0, which the field's rule refuses on save.
        onChange(parsed === 'invalid' ? 0 : parsed);
      }}
    />
  );
}

function AudioField({ form, onUpload, onUploadError }: UploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const url = useWatch({ control: form.control, name: 'body_audio_url' });
  const [error, setError] = useState<ReactNode>(null);
  const upload = useUpload('audio', onUpload);
  const set = (key: string | null, next: string | null) => {
    form.setValue('body_audio_uri', key, { shouldDirty: true });
    form.setValue('body_audio_url', next, { shouldDirty: true });
  };
  return (
    <fieldset className="nd-fieldset">
      <legend>{t('rp-audio')}</legend>
      {url ? (
        <>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the audio reads the markdown body, which is in the same form */}
          <audio controls src={url} aria-label={t('rp-audio')} preload="none" />
          <Button
            size="sm"
            variant="ghost"
            icon={<X aria-hidden />}
            onClick={() => set(null, null)}
          >
            {t('rp-audio-remove')}
          </Button>
        </>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        icon={<Music aria-hidden />}
        loading={upload.percent !== null}
        onClick={() => input.current?.click()}
      >
        {t('rp-audio-upload')}
      </Button>
      {upload.percent !== null ? (
        <ProgressBar value={upload.percent} label={t('rp-uploading', { name: upload.name })} />
      ) : null}
      {error ? (
        <p role="alert" className="nd-error">
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        hidden
        accept=".mp3,audio/mpeg"
        aria-label={t('rp-audio-upload')}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (extensionOf(file.name) !== 'mp3') {
            setError(t('rp-audio-type'));
            return;
          }
          setError(null);
          try {
            const r = await upload.run(file);
            set(r.key, r.url);
          } catch (err) {
            onUploadError?.(err);
          }
        }}
      />
    </fieldset>
  );
}
