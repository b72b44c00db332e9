import { ArrowDown, ArrowUp, ImagePlus, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Image } from '../../feedback/Image';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

import { theme } from '../../foundations/tokens';
/** One cover slide: its storage key (`cover_slide_uris`) and public URL (`cover_slide_urls`). */
export interface CoverSlide {
  uri: string;
  url: string;
}

export interface CoverSlidesProps {
  /** The fieldset's legend, translated. */
  label: ReactNode;
  /** The slides, in display order. */
  value: readonly CoverSlide[];
  /** Called with the whole new list after slides are uploaded, removed or moved. */
  onChange: (slides: CoverSlide[]) => void;
  /** Uploads one image (the same media upload as the cover). */
  onUpload: (file: File) => Promise<{ key: string; url: string }>;
  /** Called with the error when an image fails to upload (the caller reports it). */
  onUploadError?: ((error: unknown) => void) | undefined;
  /** At most this many slides (default 10). */
  max?: number;
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: ${theme.space[16]} ${theme.space[16]} 1fr;
    align-items: center;
    gap: ${theme.space[2]};
  }
  [data-part='position'] {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  [data-part='tools'] {
    display: flex;
    justify-content: flex-end;
    gap: ${theme.space[1]};
  }
`;

/** Moves one item of a list from one index to another (pure, for the reorder buttons). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The article's cover slides (content §3 `cover_slide_uris`): several images in order, added
 * through the media upload, moved earlier or later and removed with buttons (each named with its
 * position), the move announced in a live region.
 */
export function CoverSlides({
  label,
  value,
  onChange,
  onUpload,
  onUploadError,
  max = 10,
}: CoverSlidesProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    onChange(moveItem(value, from, to));
    setAnnouncement(t('ae-slide-moved', { from: from + 1, to: to + 1 }));
  };

  return (
    <fieldset className="nd-fieldset">
      <legend>{label}</legend>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {value.length > 0 ? (
        <List>
          {value.map((slide, i) => (
            <li key={`${slide.uri}-${i}`}>
              <Image
                src={slide.url}
                alt={t('ae-slide-alt', { index: i + 1 })}
                ratio={16 / 9}
                radius="sm"
              />
              <span data-part="position">{t('ae-slide-position', { index: i + 1 })}</span>
              <span data-part="tools">
                <IconButton
                  size="sm"
                  label={t('ae-slide-earlier', { index: i + 1 })}
                  icon={<ArrowUp aria-hidden />}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                />
                <IconButton
                  size="sm"
                  label={t('ae-slide-later', { index: i + 1 })}
                  icon={<ArrowDown aria-hidden />}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, i + 1)}
                />
                <IconButton
                  size="sm"
                  label={t('ae-slide-remove', { index: i + 1 })}
                  icon={<X aria-hidden />}
                  onClick={() => {
                    onChange(value.filter((_, k) => k !== i));
                    setAnnouncement(t('ae-slide-removed', { index: i + 1 }));
                  }}
                />
              </span>
            </li>
          ))}
        </List>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        icon={<ImagePlus aria-hidden />}
        loading={busy}
        disabled={value.length >= max}
        onClick={() => input.current?.click()}
      >
        {t('ae-slides-add')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        hidden
        aria-label={t('ae-slides-add')}
        onChange={async (e) => {
          const files = Array.from(e.target.files ?? []).slice(0, max - value.length);
          e.target.value = '';
          if (files.length === 0) return;
          setBusy(true);
          const added: CoverSlide[] = [];
          try {
            for (const file of files) {
              const result = await onUpload(file);
              added.push({ uri: result.key, url: result.url });
            }
          } catch (err) {
            onUploadError?.(err);
          } finally {
            setBusy(false);
            // The ones uploaded before a failure are kept.
            if (added.length) onChange([...value, ...added]);
          }
        }}
      />
    </fieldset>
  );
}
