import {
  ArrowDown,
  ArrowUp,
  Film,
  ImagePlus,
  Plus,
  RotateCcw,
  Trash2,
  Upload,
  X,
} from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Badge, type BadgeTone } from '../../feedback/Badge';
import { Image } from '../../feedback/Image';
import { ProgressBar } from '../../feedback/ProgressBar';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { formatFileSize } from '../../utils/format';
import { moveItem } from '../ArticleEditor/CoverSlides';
import { Item, List, Meta, Row, Thumbs } from './EpisodeList.styles';
import {
  EpisodeUploadStatus,
  formatDuration,
  isMp4,
  uploadStatusKey,
  type EpisodeUploadStatusCode,
} from './episodeFormat';

/** One episode as the editor holds it (content §3 Video.episodes plus the editor fields). */
export interface EpisodeDraft {
  /** The editor's own key for the row (stable while it moves). */
  uid: string;
  /** Set for an episode the server has. */
  id?: number;
  name: string;
  /** Storage key of the mp4 file; null until one is uploaded. */
  key: string | null;
  url: string | null;
  size: number | null;
  duration: number | null;
  preview_url: string | null;
  preview_duration: number | null;
  display_time: number | null;
  thumbnails: readonly { key: string; url: string }[];
  upload_status: EpisodeUploadStatusCode;
}

/** A running or failed upload of one episode (the console tracks it). */
export interface EpisodeUpload {
  fileName: string;
  loaded: number;
  total: number;
  /** A failure's message; with `resumable`, Resume continues from where it stopped. */
  error?: string | null;
  resumable?: boolean;
}

export interface EpisodeListProps {
  /** The episodes, in play order. */
  value: readonly EpisodeDraft[];
  /**
   * Called with the whole new list after an episode is added, edited (name, thumbnails), moved or
   * removed; a picked video file goes to `onPickFile` instead.
   */
  onChange: (episodes: EpisodeDraft[]) => void;
  /** Uploads in progress or failed, by episode `uid`. */
  uploads?: Readonly<Record<string, EpisodeUpload>>;
  /** An mp4 was picked for an episode: the console uploads it (token → upload → file info). */
  onPickFile: (uid: string, file: File) => void;
  /** Called with the episode's `uid` when the Cancel button of its running upload is pressed. */
  onCancelUpload?: (uid: string) => void;
  /**
   * Called with the episode's `uid` when Resume is pressed on a resumable failed upload; without it
   * no Resume button shows.
   */
  onResumeUpload?: (uid: string) => void;
  /** Uploads one thumbnail image (the media upload). */
  onUploadThumbnail?: (file: File) => Promise<{ key: string; url: string }>;
  /** Called with the error when a thumbnail fails to upload (the caller reports it). */
  onUploadError?: (error: unknown) => void;
  /** A new episode's `uid` (stories pin it). */
  newUid?: () => string;
  /** Shows "Video file is not select" on episodes without a file (after a failed submit). */
  showMissing?: boolean;
  /** A message for the whole list (no episode at all), next to Add episode. */
  error?: ReactNode;
  /** Disables every field and button of the list (while the form saves; default false). */
  disabled?: boolean;
}

const STATUS_TONES: Record<EpisodeUploadStatusCode, BadgeTone> = {
  [-1]: 'danger',
  [-2]: 'neutral',
  0: 'warning',
  1: 'info',
  2: 'success',
};

let counter = 0;
const defaultUid = () => `ep-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** A new, empty episode (no file yet). */
export function newEpisode(uid: string, name: string): EpisodeDraft {
  return {
    uid,
    name,
    key: null,
    url: null,
    size: null,
    duration: null,
    preview_url: null,
    preview_duration: null,
    display_time: null,
    thumbnails: [],
    upload_status: EpisodeUploadStatus.PENDING,
  };
}

/**
 * The episodes of a video (content §3, §4): add, rename, move earlier or later (buttons, or
 * Alt + Arrow keys in a name), remove; each with its mp4 file (only mp4, "Video file is not select"
 * when missing), the upload status of §4 and a progress bar with Cancel while uploading and Resume
 * after a failure, the duration and size, thumbnails and the preview clip. Moves and removals are
 * announced in a live region. Uploading is the console's: this list only reports picks.
 */
export function EpisodeList({
  value,
  onChange,
  uploads = {},
  onPickFile,
  onCancelUpload,
  onResumeUpload,
  onUploadThumbnail,
  onUploadError,
  newUid = defaultUid,
  showMissing = false,
  error,
  disabled = false,
}: EpisodeListProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const [typeErrors, setTypeErrors] = useState<Record<string, string>>({});
  const nameRefs = useRef(new Map<string, HTMLInputElement>());

  const update = (uid: string, patch: Partial<EpisodeDraft>) =>
    onChange(value.map((e) => (e.uid === uid ? { ...e, ...patch } : e)));

  const move = (from: number, to: number, focus = false) => {
    if (to < 0 || to >= value.length) return;
    const uid = value[from]!.uid;
    onChange(moveItem(value, from, to));
    setAnnouncement(t('ep-moved', { from: from + 1, to: to + 1 }));
    if (focus) requestAnimationFrame(() => nameRefs.current.get(uid)?.focus());
  };

  const remove = (index: number) => {
    const episode = value[index]!;
    onCancelUpload?.(episode.uid);
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(t('ep-removed', { index: index + 1 }));
  };

  const add = () => {
    const uid = newUid();
    onChange([...value, newEpisode(uid, t('ep-default-name', { index: value.length + 1 }))]);
    requestAnimationFrame(() => nameRefs.current.get(uid)?.select());
  };

  const pick = (episode: EpisodeDraft, file: File | undefined) => {
    if (!file) return;
    if (!isMp4(file.name)) {
      // Bad input: the message next to the field, nothing changes.
      setTypeErrors((prev) => ({ ...prev, [episode.uid]: t('ep-only-mp4') }));
      return;
    }
    setTypeErrors(({ [episode.uid]: _gone, ...rest }) => rest);
    onPickFile(episode.uid, file);
  };

  return (
    <div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {value.length === 0 ? <p data-part="empty">{t('ep-empty')}</p> : null}
      <List aria-label={t('ep-list')}>
        {value.map((episode, index) => {
          const n = index + 1;
          const upload = uploads[episode.uid];
          const uploading = upload !== undefined && !upload.error;
          const fileMessage =
            typeErrors[episode.uid] ??
            (showMissing && !episode.key && !uploading ? t('ep-file-missing') : undefined);
          const status: EpisodeUploadStatusCode = upload
            ? upload.error
              ? EpisodeUploadStatus.ERROR
              : EpisodeUploadStatus.UPLOADING
            : episode.upload_status;
          const fileInputId = `episode-file-${episode.uid}`;
          return (
            <Item key={episode.uid} data-status={status}>
              <Row>
                <span data-part="position" aria-hidden>
                  {n}
                </span>
                <TextInput
                  ref={(el: HTMLInputElement | null) => {
                    if (el) nameRefs.current.set(episode.uid, el);
                    else nameRefs.current.delete(episode.uid);
                  }}
                  label={t('ep-name', { index: n })}
                  hideLabel
                  value={episode.name}
                  limit={100}
                  disabled={disabled}
                  error={episode.name.trim() === '' ? t('ep-name-empty') : undefined}
                  onChange={(name) => update(episode.uid, { name })}
                  onKeyDown={(e) => {
                    if (!e.altKey) return;
                    if (e.key === 'ArrowUp') {
                      e.preventDefault();
                      move(index, index - 1, true);
                    } else if (e.key === 'ArrowDown') {
                      e.preventDefault();
                      move(index, index + 1, true);
                    }
                  }}
                />
                <span data-part="tools">
                  <IconButton
                    size="sm"
                    label={t('ep-earlier', { index: n })}
                    icon={<ArrowUp aria-hidden />}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <IconButton
                    size="sm"
                    label={t('ep-later', { index: n })}
                    icon={<ArrowDown aria-hidden />}
                    disabled={disabled || index === value.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  <IconButton
                    size="sm"
                    label={t('ep-remove', { index: n })}
                    icon={<Trash2 aria-hidden />}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  />
                </span>
              </Row>

              <Row data-part="file">
                <Film aria-hidden size={18} />
                <span data-part="file-name">
                  {upload?.fileName ?? episode.key ?? t('ep-status-pending')}
                </span>
                <Badge tone={STATUS_TONES[status]}>{t(uploadStatusKey(status))}</Badge>
                {upload && !upload.error ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<X aria-hidden />}
                    onClick={() => onCancelUpload?.(episode.uid)}
                  >
                    {t('ep-cancel')}
                  </Button>
                ) : (
                  <>
                    {upload?.error && upload.resumable && onResumeUpload ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        icon={<RotateCcw aria-hidden />}
                        onClick={() => onResumeUpload(episode.uid)}
                      >
                        {t('ep-retry')}
                      </Button>
                    ) : null}
                    <label htmlFor={fileInputId} data-part="pick">
                      <Upload aria-hidden size={16} />
                      {episode.key ? t('ep-replace-file') : t('ep-choose-file')}
                    </label>
                    <input
                      id={fileInputId}
                      type="file"
                      accept="video/mp4,.mp4"
                      disabled={disabled}
                      aria-label={t('ep-file', { index: n })}
                      aria-invalid={fileMessage ? true : undefined}
                      aria-describedby={fileMessage ? `${fileInputId}-msg` : undefined}
                      onChange={(e) => {
                        const file = e.target.files?.[0];
                        e.target.value = '';
                        pick(episode, file);
                      }}
                    />
                  </>
                )}
              </Row>
              {upload ? (
                <ProgressBar
                  value={upload.total ? (upload.loaded / upload.total) * 100 : 0}
                  label={t('ep-progress', { index: n })}
                  tone={upload.error ? 'danger' : 'accent'}
                  showValue
                />
              ) : null}
              {upload ? (
                <Meta>
                  {t('ep-progress-text', {
                    loaded: formatFileSize(upload.loaded),
                    total: formatFileSize(upload.total),
                  })}
                </Meta>
              ) : null}
              {upload?.error ? (
                <p role="alert" className="nd-error">
                  {upload.error}
                </p>
              ) : null}
              {fileMessage ? (
                <p id={`${fileInputId}-msg`} role="alert" className="nd-error">
                  {fileMessage}
                </p>
              ) : null}

              <Meta>
                <span>
                  {t('ep-duration')}:{' '}
                  {episode.duration !== null ? formatDuration(episode.duration) : t('ep-unknown')}
                </span>
                <span>
                  {t('ep-size')}:{' '}
                  {episode.size !== null ? formatFileSize(episode.size) : t('ep-unknown')}
                </span>
              </Meta>

              <ThumbnailsField
                index={n}
                thumbnails={episode.thumbnails}
                disabled={disabled}
                onChange={(thumbnails) => update(episode.uid, { thumbnails })}
                onUpload={onUploadThumbnail}
                onUploadError={onUploadError}
              />

              <Row data-part="preview">
                <TextInput
                  label={t('ep-preview-url')}
                  type="url"
                  size="sm"
                  value={episode.preview_url ?? ''}
                  disabled={disabled}
                  error={
                    episode.preview_url && !/^https?:\/\/\S+$/i.test(episode.preview_url)
                      ? t('ep-url-invalid')
                      : undefined
                  }
                  onChange={(v) => update(episode.uid, { preview_url: v.trim() || null })}
                />
                <TextInput
                  label={t('ep-preview-duration')}
                  type="number"
                  size="sm"
                  inputMode="decimal"
                  value={episode.preview_duration === null ? '' : String(episode.preview_duration)}
                  disabled={disabled}
                  onChange={(v) => {
                    const seconds = Number(v);
                    update(episode.uid, {
                      preview_duration: v.trim() === '' || !(seconds >= 0) ? null : seconds,
                    });
                  }}
                />
              </Row>
              {episode.preview_url && /^https?:\/\/\S+$/i.test(episode.preview_url) ? (
                <video
                  data-part="preview-player"
                  src={episode.preview_url}
                  controls
                  preload="none"
                  aria-label={t('ep-preview-player', { index: n })}
                >
                  {/* The clip carries no caption file; the empty track keeps the element valid. */}
                  <track kind="captions" />
                </video>
              ) : null}
            </Item>
          );
        })}
      </List>
      {value.length > 0 ? <Meta>{t('ep-reorder-hint')}</Meta> : null}
      <Button
        size="sm"
        variant="secondary"
        icon={<Plus aria-hidden />}
        disabled={disabled}
        onClick={add}
      >
        {t('ep-add')}
      </Button>
      {error ? (
        <p role="alert" className="nd-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ThumbnailsField({
  index,
  thumbnails,
  disabled,
  onChange,
  onUpload,
  onUploadError,
}: {
  index: number;
  thumbnails: EpisodeDraft['thumbnails'];
  disabled: boolean;
  onChange: (next: EpisodeDraft['thumbnails']) => void;
  onUpload: EpisodeListProps['onUploadThumbnail'];
  onUploadError: EpisodeListProps['onUploadError'];
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Thumbs aria-label={`${t('ep-thumbnails')} ${index}`}>
      {thumbnails.map((thumb, i) => (
        <li key={`${thumb.key}-${i}`}>
          <span data-part="thumb">
            <Image
              src={thumb.url}
              alt={t('ep-thumbnail-alt', { index: i + 1 })}
              ratio={16 / 9}
              radius="sm"
            />
          </span>
          <IconButton
            size="sm"
            label={t('ep-thumbnail-remove', { index: i + 1 })}
            icon={<X aria-hidden />}
            disabled={disabled}
            onClick={() => onChange(thumbnails.filter((_, k) => k !== i))}
          />
        </li>
      ))}
      {onUpload ? (
        <li>
          <Button
            size="sm"
            variant="ghost"
            icon={<ImagePlus aria-hidden />}
            loading={busy}
            disabled={disabled || thumbnails.length >= 20}
            onClick={() => input.current?.click()}
          >
            {t('ep-thumbnail-add')}
          </Button>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            aria-label={`${t('ep-thumbnail-add')} ${index}`}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setBusy(true);
              try {
                const uploaded = await onUpload(file);
                onChange([...thumbnails, uploaded]);
              } catch (err) {
                onUploadError?.(err);
              } finally {
                setBusy(false);
              }
            }}
          />
        </li>
      ) : null}
    </Thumbs>
  );
}
