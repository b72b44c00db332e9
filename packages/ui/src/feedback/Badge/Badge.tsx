import type { ComponentPropsWithRef, ReactNode } from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { BadgeRoot, Dot } from './Badge.styles';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** The colour by meaning: `neutral` (default), `info`, `success`, `warning` or `danger`. */
  tone?: BadgeTone;
  /** `subtle` (tinted, the default) or `solid`; count badges default to solid. */
  variant?: 'subtle' | 'solid';
  /** Shows a number; above `max` it reads `max+` (99+). */
  count?: number;
  /** The largest count written as is; above it the badge reads `max+` (default 99). */
  max?: number;
  /** Shows a count of 0 (hidden by default). */
  showZero?: boolean;
  /** A coloured dot before the text, or alone when there is no text. */
  dot?: boolean;
  /** An icon before the text (decorative). */
  icon?: ReactNode;
  /**
   * What a screen reader hears instead of the visible content: "120 unread" for a count showing
   * "99+", or the meaning of a lone dot. Translated by the caller.
   */
  label?: string;
}

/** Visible text of a count badge: the number, or `max+` above the maximum. */
export function formatCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** A small label for a state or a number. For content, roadshow, user and push statuses use `StatusBadge`. */
export function Badge({
  tone = 'neutral',
  variant,
  count,
  max = 99,
  showZero = false,
  dot = false,
  icon,
  label,
  children,
  ...rest
}: BadgeProps) {
  if (count !== undefined) {
    if (count <= 0 && !showZero) return null;
    return (
      <BadgeRoot data-tone={tone} data-variant={variant ?? 'solid'} data-count="" {...rest}>
        <span aria-hidden>{formatCount(count, max)}</span>
        <VisuallyHidden>{label ?? String(count)}</VisuallyHidden>
      </BadgeRoot>
    );
  }

  const hasContent = children !== undefined && children !== null && children !== false;
  if (dot && !hasContent) {
    return (
      <BadgeRoot
        data-tone={tone}
        data-variant="subtle"
        data-shape="dot"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        {...rest}
      />
    );
  }

  return (
    <BadgeRoot data-tone={tone} data-variant={variant ?? 'subtle'} {...rest}>
      {dot && <Dot aria-hidden />}
      {icon}
      {label ? (
        <>
          <span aria-hidden>{children}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        children
      )}
    </BadgeRoot>
  );
}
