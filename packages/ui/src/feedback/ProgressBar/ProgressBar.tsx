import type { ComponentPropsWithRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Fill, Root, Track, Value } from './ProgressBar.styles';
import { useReducedMotion } from './useReducedMotion';
import { useRouteProgress } from './useRouteProgress';

export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /**
   * Route mode: the bar appears and trickles while `active`, completes and leaves when it turns
   * false. Ignored when `value` is given.
   */
  active?: boolean;
  /** Determinate mode, 0–100 (uploads). */
  value?: number;
  /**
   * `viewport`: a thin bar fixed at the top of the page, above everything (`theme.z.progress`);
   * `inline`: in the flow. Defaults to `viewport` in route mode and `inline` with a `value`.
   */
  placement?: 'viewport' | 'inline';
  /** The accessible name; defaults to "Loading page" in route mode and "Loading…" otherwise. */
  label?: string;
  /** The fill colour: `accent` (default), `success` or `danger`. */
  tone?: 'accent' | 'success' | 'danger';
  /** Writes the percentage next to an inline bar. */
  showValue?: boolean;
}

const clamp = (n: number) => Math.min(100, Math.max(0, Number.isFinite(n) ? n : 0));

/**
 * A progress bar: the route bar at the top of the viewport (`active`), or a determinate bar
 * (`value`) for uploads. `role="progressbar"` with `aria-valuenow`; no motion under reduced motion.
 */
export function ProgressBar({
  active = false,
  value,
  placement,
  label,
  tone = 'accent',
  showValue = false,
  style,
  ...rest
}: ProgressBarProps) {
  const { t, i18n } = useTranslation();
  const reducedMotion = useReducedMotion();
  const determinate = value !== undefined;
  const route = useRouteProgress(determinate ? false : active, reducedMotion);
  const where = placement ?? (determinate ? 'inline' : 'viewport');

  if (!determinate && route.phase === 'idle') return null;
  const now = determinate ? clamp(value) : route.value;
  const name = rest['aria-labelledby']
    ? undefined
    : (label ?? t(determinate ? 'feedback-loading' : 'progress-page-loading'));

  const bar = (
    <Root
      role="progressbar"
      aria-label={name}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(now)}
      data-placement={where}
      data-phase={determinate ? undefined : route.phase}
      data-tone={tone}
      style={style}
      {...rest}
    >
      <Track>
        <Fill style={{ transform: `scaleX(${now / 100})` }} />
      </Track>
      {showValue && where === 'inline' && (
        <Value aria-hidden>
          {new Intl.NumberFormat(i18n.language, {
            style: 'percent',
            maximumFractionDigits: 0,
          }).format(now / 100)}
        </Value>
      )}
    </Root>
  );
  return where === 'viewport' && typeof document !== 'undefined'
    ? createPortal(bar, document.body)
    : bar;
}
