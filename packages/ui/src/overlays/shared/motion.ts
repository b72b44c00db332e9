import {
  useTransitionStyles,
  type FloatingContext,
  type UseTransitionStylesProps,
} from '@floating-ui/react';
import type { CSSProperties } from 'react';
import { duration, space } from '../../foundations/tokens';
import { useReducedMotion } from './useReducedMotion';

/**
 * A motion token in milliseconds for floating-ui's transition hooks (which need a number to know
 * when to unmount), 0 under `prefers-reduced-motion` — the same rule as the CSS variables.
 */
export function useMotionDuration(name: keyof typeof duration): number {
  const reduced = useReducedMotion();
  return reduced ? 0 : Number.parseInt(duration[name], 10);
}

/** A spacing token in pixels, for floating-ui's numeric options (offset, padding). */
export function spacePx(key: keyof typeof space): number {
  return Number.parseFloat(space[key]);
}

/**
 * floating-ui's `useTransitionStyles` on a motion token. Under reduced motion there is no transition
 * at all: floating-ui would still render one frame with the `initial` styles (an invisible menu
 * that a keyboard user, or a test, can already reach), so the styles are left out.
 */
export function useOverlayTransition(
  context: FloatingContext,
  name: keyof typeof duration,
  options: Omit<UseTransitionStylesProps, 'duration'>,
): { isMounted: boolean; styles: CSSProperties | undefined } {
  const ms = useMotionDuration(name);
  const { isMounted, styles } = useTransitionStyles(context, { ...options, duration: ms });
  return { isMounted, styles: ms === 0 ? undefined : styles };
}
