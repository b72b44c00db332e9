import { size, space } from '../../foundations/tokens';

/** A spacing token in pixels, for the numeric options of floating-ui and the virtualizer. */
export function spacePx(key: keyof typeof space): number {
  return Number.parseFloat(space[key]);
}

/** A size token in pixels. */
export function sizePx(key: keyof typeof size): number {
  return Number.parseFloat(size[key]);
}
