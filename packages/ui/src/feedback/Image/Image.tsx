import { ImageOff } from 'lucide-react';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Frame, Placeholder } from './Image.styles';

export type ImageFit = 'cover' | 'contain' | 'fill' | 'scale-down';
export type ImageState = 'empty' | 'loading' | 'loaded' | 'error';

export interface ImageProps extends Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'alt' | 'placeholder'
> {
  /** The picture; empty or failing to load shows the placeholder (spec §8). */
  src?: string | null;
  /** Required: what the picture shows, or "" when it is decorative. */
  alt: string;
  /** Width / height (16 / 9 for covers). The box keeps it while loading and on failure. */
  ratio?: number;
  /** How the picture fills a `ratio` box. */
  fit?: ImageFit;
  /** The box's corner radius, from the theme's radii (default `md`; `full` for round). */
  radius?: 'none' | 'sm' | 'md' | 'lg' | 'full';
  /** Replaces the default placeholder (an icon). */
  placeholder?: ReactNode;
  /** Called when the picture fails to load. */
  onLoadError?: () => void;
}

/**
 * A picture in a box of fixed proportions that loads lazily and shows a placeholder when it is
 * missing or fails to load. `className` and `style` go to the box, the other props to the `<img>`.
 */
export function Image({
  src,
  alt,
  ratio,
  fit = 'cover',
  radius = 'md',
  placeholder,
  loading = 'lazy',
  decoding = 'async',
  onLoad,
  onError,
  onLoadError,
  className,
  style,
  ...imgProps
}: ImageProps) {
  const { t } = useTranslation();
  // The outcome is kept with its source, so a new `src` starts over without an effect.
  const [outcome, setOutcome] = useState<{ src: string; state: 'loaded' | 'error' } | null>(null);
  const state: ImageState = !src ? 'empty' : outcome?.src === src ? outcome.state : 'loading';
  const failed = state === 'empty' || state === 'error';

  return (
    <Frame
      $ratio={ratio}
      data-ratio={ratio ? '' : undefined}
      data-radius={radius}
      data-state={state}
      className={className}
      style={style}
    >
      {failed ? (
        <Placeholder
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          title={t('image-unavailable')}
          data-part="placeholder"
        >
          {placeholder ?? <ImageOff aria-hidden />}
        </Placeholder>
      ) : (
        <img
          {...imgProps}
          src={src ?? undefined}
          alt={alt}
          loading={loading}
          decoding={decoding}
          data-fit={fit}
          onLoad={(event) => {
            setOutcome({ src: src!, state: 'loaded' });
            onLoad?.(event);
          }}
          onError={(event) => {
            setOutcome({ src: src!, state: 'error' });
            onError?.(event);
            onLoadError?.();
          }}
        />
      )}
    </Frame>
  );
}
