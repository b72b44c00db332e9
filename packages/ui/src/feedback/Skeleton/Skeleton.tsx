import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Bone, Lines, ListRoot, ListRow } from './Skeleton.styles';

/** Placeholder rows of a list or table while it loads (spec §9: default placeholder rows 8). */
export const DEFAULT_PLACEHOLDER_ROWS = 8;

const size = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The shape: a `text` line (default), a `rect` block or a `circle` (an avatar). */
  variant?: 'text' | 'rect' | 'circle';
  /** Text lines; the last one is shorter. */
  lines?: number;
  /** A number is pixels; strings are any CSS length ("60%"). */
  width?: number | string;
  /** A number is pixels; strings are any CSS length (default from the variant). */
  height?: number | string;
}

/**
 * The shape of content still loading. Hidden from assistive technology: the region that loads says
 * so once (`aria-busy`, or a `Spinner`/`SkeletonList` status).
 */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width,
  height,
  style,
  ...rest
}: SkeletonProps) {
  const dims: CSSProperties = { width: size(width), height: size(height), ...style };
  if (variant === 'text' && lines > 1) {
    return (
      <Lines aria-hidden data-part="skeleton" style={dims} {...rest}>
        {Array.from({ length: lines }, (_, i) => (
          <Bone key={i} data-variant="text" style={{ width: i === lines - 1 ? '60%' : '100%' }} />
        ))}
      </Lines>
    );
  }
  return <Bone aria-hidden data-part="skeleton" data-variant={variant} style={dims} {...rest} />;
}

export interface SkeletonListProps extends ComponentPropsWithRef<'div'> {
  /** Placeholder rows shown (default 8, spec §9). */
  rows?: number;
  /** A circle before each row, for lists of people or covers. */
  avatar?: boolean;
  /** Text lines per row. */
  lines?: number;
  /** Announced once while loading; defaults to "Loading…". */
  label?: string;
}

// Fixed, varied widths so rows do not look identical and screenshots stay stable.
const widths = ['92%', '78%', '86%', '70%', '96%', '82%', '74%', '88%'];

/** A list that is loading: `rows` placeholder rows (8 by default) and one status for screen readers. */
export function SkeletonList({
  rows = DEFAULT_PLACEHOLDER_ROWS,
  avatar = false,
  lines = 2,
  label,
  ...rest
}: SkeletonListProps) {
  const { t } = useTranslation();
  return (
    <ListRoot role="status" aria-busy="true" {...rest}>
      <VisuallyHidden>{label ?? t('feedback-loading')}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <ListRow key={i} aria-hidden data-part="skeleton-row">
          {avatar && <Skeleton variant="circle" />}
          <Skeleton lines={lines} width={widths[i % widths.length]} />
        </ListRow>
      ))}
    </ListRoot>
  );
}
