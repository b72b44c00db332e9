import {
  darkColors,
  darkShadows,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lightColors,
  lightShadows,
  lineHeight,
  pageWidth,
  radii,
  size,
  space,
  zIndex,
} from './tokens';

/** A token tree whose leaves became `var(--nd-…)` references. */
export type VarTree<T> = {
  readonly [K in keyof T]: T[K] extends string | number ? string : VarTree<T[K]>;
};

const segment = (key: string) =>
  key
    .replace(/\./g, '_')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

export const cssVarName = (path: readonly string[]) => `--nd-${path.map(segment).join('-')}`;

function flatten(tree: object, path: string[], out: string[] = []): string[] {
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') flatten(value as object, [...path, key], out);
    else out.push(`${cssVarName([...path, key])}:${String(value)};`);
  }
  return out;
}

function toVars<T extends object>(tree: T, path: string[]): VarTree<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] =
      value !== null && typeof value === 'object'
        ? toVars(value as object, [...path, key])
        : `var(${cssVarName([...path, key])})`;
  }
  return out as VarTree<T>;
}

const font = { family: fontFamily, size: fontSize, lineHeight, weight: fontWeight };
const reducedDuration = { fast: '0ms', normal: '0ms', slow: '0ms' };

/** The CSS that defines every token as a custom property: shared, light, dark, reduced motion. */
export function tokensCss(): string {
  const shared = [
    ...flatten(space, ['space']),
    ...flatten(font, ['font']),
    ...flatten(radii, ['radii']),
    ...flatten(zIndex, ['z']),
    ...flatten(pageWidth, ['page']),
    ...flatten(size, ['size']),
    ...flatten(duration, ['duration']),
  ];
  const light = [...flatten(lightColors, ['color']), ...flatten(lightShadows, ['shadow'])];
  const dark = [...flatten(darkColors, ['color']), ...flatten(darkShadows, ['shadow'])];
  return [
    `:root{${shared.join('')}}`,
    `:root,:root[data-theme='light']{color-scheme:light;${light.join('')}}`,
    `:root[data-theme='dark']{color-scheme:dark;${dark.join('')}}`,
    `@media (prefers-reduced-motion: reduce){:root{${flatten(reducedDuration, ['duration']).join('')}}}`,
  ].join('\n');
}

/**
 * The semantic theme handed to styled-components. Every value is a CSS variable reference, so the
 * theme object never changes between light and dark: switching is a `data-theme` attribute flip.
 */
export const theme = {
  color: toVars(lightColors, ['color']),
  shadow: toVars(lightShadows, ['shadow']),
  space: toVars(space, ['space']),
  font: toVars(font, ['font']),
  radii: toVars(radii, ['radii']),
  z: toVars(zIndex, ['z']),
  page: toVars(pageWidth, ['page']),
  size: toVars(size, ['size']),
  duration: toVars(duration, ['duration']),
  /** Raw breakpoints: media queries cannot read CSS variables. */
  breakpoints: { mobile: '768px' },
} as const;

export type NewsdeskTheme = typeof theme;
