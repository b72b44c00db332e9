import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Checkbox } from '../../inputs/Checkbox';
import { TextInput } from '../../inputs/TextInput';
import { Modal } from '../../overlays/Modal';
import { Button } from '../../primitives/Button';
import { formatFileSize } from '../../utils/format';
import type { MediaItemData } from './mediaFiles';

import { theme } from '../../foundations/tokens';
const Stage = styled.div`
  display: flex;
  justify-content: center;
  img,
  video {
    max-width: 100%;
    max-height: 60vh;
  }
  audio {
    width: 100%;
  }
`;

const Facts = styled.p`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export interface MediaPreviewProps {
  /** The file previewed; null closes the dialog. */
  item: MediaItemData | null;
  /**
   * Called when the dialog is dismissed (close button, Escape or the overlay): set `item` to null.
   */
  onClose: () => void;
}

/**
 * Preview of a library file: images, audio and video play in place; a PDF opens in the browser's
 * viewer in a new tab (the server forbids framing, so it cannot be embedded); other files download.
 */
export function MediaPreview({ item, onClose }: MediaPreviewProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root open={item !== null} onOpenChange={(open) => !open && onClose()} size="lg">
      <Modal.Header>{item?.title ?? ''}</Modal.Header>
      <Modal.Body>
        {item && (
          <>
            <Stage>
              {item.type === 'image' && <img src={item.url} alt={item.title} />}
              {item.type === 'audio' && (
                <audio controls src={item.url} aria-label={item.title}>
                  <track kind="captions" />
                </audio>
              )}
              {item.type === 'video' && (
                <video controls src={item.url} aria-label={item.title}>
                  <track kind="captions" />
                </video>
              )}
              {item.type === 'pdf' && (
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {t('media-open-pdf')}
                </a>
              )}
              {!['image', 'audio', 'video', 'pdf'].includes(item.type) && (
                <a href={item.url} download={item.name}>
                  {t('media-download')}
                </a>
              )}
            </Stage>
            <Facts>
              {item.name} · {t(`media-type-${item.type}`)} · {formatFileSize(item.size)}
            </Facts>
          </>
        )}
      </Modal.Body>
    </Modal.Root>
  );
}

export interface MediaEditValues {
  title: string;
  name: string;
  is_report: boolean;
}

export interface MediaEditDialogProps {
  /** The file edited (its title, name and report flag); null closes the dialog. */
  item: MediaItemData | null;
  /**
   * Called when the dialog is cancelled or dismissed: set `item` to null (after a save, the caller
   * closes it the same way).
   */
  onClose: () => void;
  /** Saves; a rejection keeps the dialog open (the caller toasts). */
  onSave: (item: MediaItemData, values: MediaEditValues) => Promise<void>;
}

/** Edits a file's title, name and is-report flag (`PUT /v1/admin/media/{id}`). */
export function MediaEditDialog({ item, onClose, onSave }: MediaEditDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <MediaEditForm
          key={`${item.id}-${item.version}`}
          item={item}
          onClose={onClose}
          onSave={onSave}
        />
      )}
      {!item && <Modal.Header>{t('media-edit')}</Modal.Header>}
    </Modal.Root>
  );
}

function MediaEditForm({
  item,
  onClose,
  onSave,
}: {
  item: MediaItemData;
  onClose: () => void;
  onSave: MediaEditDialogProps['onSave'];
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<MediaEditValues>({
    title: item.title,
    name: item.name,
    is_report: item.is_report,
  });
  const [errors, setErrors] = useState<{ title?: string; name?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      title: values.title.trim() ? undefined : t('validation-required'),
      name: values.name.trim() ? undefined : t('validation-required'),
    };
    setErrors(next);
    if (next.title || next.name) return;
    setBusy(true);
    try {
      await onSave(item, { ...values, title: values.title.trim(), name: values.name.trim() });
    } catch {
      // The caller shows the failure; the dialog keeps the values.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Modal.Header>{t('media-edit')}</Modal.Header>
      <Modal.Body>
        <TextInput
          label={t('media-title')}
          required
          limit={200}
          value={values.title}
          onChange={(title) => setValues((v) => ({ ...v, title }))}
          error={errors.title}
        />
        <TextInput
          label={t('media-name')}
          required
          limit={255}
          value={values.name}
          onChange={(name) => setValues((v) => ({ ...v, name }))}
          error={errors.name}
        />
        <Checkbox
          label={t('media-is-report')}
          checked={values.is_report}
          onChange={(is_report) => setValues((v) => ({ ...v, is_report }))}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('action-cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {t('action-save')}
        </Button>
      </Modal.Footer>
    </form>
  );
}
