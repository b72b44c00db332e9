import { useSyncExternalStore } from 'react';
import {
  darkColors,
  fontFamily,
  fontSize,
  lightColors,
  palette,
  type ColorScale,
} from '../foundations/tokens/tokens';

/**
 * The charts' theme, from the design tokens. nivo computes with colours (hover shades, label
 * contrast), so it gets the tokens' resolved values for the theme shown (`<html data-theme>`),
 * not the CSS variables the rest of the components use. Shared by every chart of the console (the
 * data chart designer too): import `useChartTheme`, `chartSeriesColors` or `nivoTheme`.
 */
export type ChartScheme = 'light' | 'dark';

/** Categorical series colours, in order, for each theme (the accent first). */
export const chartSeriesColors: Record<ChartScheme, readonly string[]> = {
  light: [
    palette.blue6,
    palette.green6,
    palette.amber6,
    palette.violet7,
    palette.red6,
    palette.gold5,
    palette.gray6,
    palette.blue3,
  ],
  dark: [
    palette.blue3,
    palette.green3,
    palette.amber3,
    darkColors.status.meta,
    palette.red3,
    palette.gold5,
    palette.dark7,
    palette.blue5,
  ],
};

/** The nivo theme of a colour scale: text, axes, grid, crosshair, tooltip and legends. */
export function nivoTheme(colors: ColorScale) {
  const text = {
    fontFamily: fontFamily.sans,
    fontSize: Number.parseInt(fontSize.xs, 10),
    fill: colors.text.secondary,
  };
  return {
    background: 'transparent',
    text,
    axis: {
      domain: { line: { stroke: colors.border.medium, strokeWidth: 1 } },
      ticks: { line: { stroke: colors.border.medium, strokeWidth: 1 }, text },
      legend: { text: { ...text, fill: colors.text.primary } },
    },
    grid: { line: { stroke: colors.border.weak, strokeWidth: 1 } },
    crosshair: { line: { stroke: colors.text.secondary, strokeWidth: 1, strokeOpacity: 0.6 } },
    legends: { text: { ...text, fill: colors.text.primary } },
    labels: { text: { ...text, fill: colors.text.primary } },
    tooltip: {
      container: {
        background: colors.bg.surface,
        color: colors.text.primary,
        fontFamily: fontFamily.sans,
        fontSize: fontSize.sm,
        border: `1px solid ${colors.border.weak}`,
        boxShadow: 'none',
      },
    },
  };
}

function subscribe(listener: () => void) {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => {};
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const currentScheme = (): ChartScheme =>
  typeof document !== 'undefined' && document.documentElement.dataset.theme === 'dark'
    ? 'dark'
    : 'light';

/** The theme shown now (`<html data-theme>`, which the provider writes), followed live. */
export function useChartScheme(): ChartScheme {
  return useSyncExternalStore(subscribe, currentScheme, () => 'light');
}

/** Everything a chart needs for the theme shown: its colours, series colours and nivo theme. */
export function useChartTheme() {
  const scheme = useChartScheme();
  const colors = scheme === 'dark' ? darkColors : lightColors;
  return { scheme, colors, series: chartSeriesColors[scheme], nivo: nivoThemes[scheme] };
}

/** The nivo `theme` prop of a chart (what `nivoTheme` gives). */
export type ChartNivoTheme = ReturnType<typeof nivoTheme>;

const nivoThemes: Record<ChartScheme, ChartNivoTheme> = {
  light: nivoTheme(lightColors),
  dark: nivoTheme(darkColors),
};
