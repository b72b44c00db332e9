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
