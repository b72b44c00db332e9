/**
 * Design tokens, defined once. They are emitted as CSS custom properties under
 * `:root[data-theme='light'|'dark']` (see `cssVariables.ts`); components never read these values
 * directly, they use the semantic theme (`theme.color.text.primary`) that points at the variables.
 */

/** Raw palette. Only the colour maps below may reference it. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  gray0: '#f8f9fb',
  gray1: '#f1f3f6',
  gray2: '#e4e7ec',
  gray3: '#d0d5dd',
  gray4: '#98a2b3',
  gray5: '#667085',
  gray6: '#475467',
  gray7: '#344054',
  gray8: '#1d2939',
  gray9: '#101828',
  dark0: '#0d1117',
  dark1: '#151b23',
  dark2: '#1c2430',
  dark3: '#262f3c',
  dark4: '#344050',
  dark5: '#4b5769',
  dark6: '#8a96a8',
  dark7: '#b6c0ce',
  dark8: '#e3e8ef',
  blue3: '#84adff',
  blue5: '#2e6ff2',
  blue6: '#1f5bd6',
  blue7: '#1849a9',
  blueTint: '#eaf1ff',
  blueShade: '#14264d',
  red3: '#fda29b',
  red5: '#e5484d',
  red6: '#c9353a',
  red7: '#a32025',
  redTint: '#fff0f0',
  redShade: '#3d1618',
  green3: '#75e0a7',
  green5: '#12a150',
  green6: '#0e8040',
  green7: '#0b6634',
  greenTint: '#ebfaf1',
  greenShade: '#0f2d1c',
  amber3: '#fec84b',
  amber5: '#d68a00',
  amber6: '#b54708',
  amber7: '#93370d',
  amberTint: '#fff7e6',
  amberShade: '#3a2a0b',
  gold5: '#b8913a',
  violet7: '#5b34c9',
} as const;

/** Semantic colour names, shared by both themes. */
export interface ColorScale {
  text: {
    primary: string;
    secondary: string;
    disabled: string;
    inverse: string;
    link: string;
    danger: string;
    success: string;
    warning: string;
    onAccent: string;
  };
  bg: {
    canvas: string;
    surface: string;
    subtle: string;
    hover: string;
    selected: string;
    overlay: string;
    accent: string;
    accentHover: string;
    accentActive: string;
    danger: string;
    dangerHover: string;
    dangerSubtle: string;
    successSubtle: string;
    warningSubtle: string;
    infoSubtle: string;
    disabled: string;
    tooltip: string;
  };
  border: {
    weak: string;
    medium: string;
    strong: string;
    focus: string;
    danger: string;
    success: string;
  };
  status: {
    draft: string;
    published: string;
    deleted: string;
    scheduled: string;
    info: string;
    gold: string;
    meta: string;
  };
}

export const lightColors: ColorScale = {
  text: {
    primary: palette.gray9,
    secondary: palette.gray6,
    disabled: palette.gray4,
    inverse: palette.white,
    link: palette.blue6,
    danger: palette.red6,
    success: palette.green6,
    warning: palette.amber6,
    onAccent: palette.white,
  },
  bg: {
    canvas: palette.gray0,
    surface: palette.white,
    subtle: palette.gray1,
    hover: palette.gray1,
    selected: palette.blueTint,
    overlay: 'rgba(16, 24, 40, 0.45)',
    accent: palette.blue6,
    accentHover: palette.blue7,
    accentActive: palette.blue7,
    danger: palette.red6,
    dangerHover: palette.red7,
    dangerSubtle: palette.redTint,
    successSubtle: palette.greenTint,
    warningSubtle: palette.amberTint,
    infoSubtle: palette.blueTint,
    disabled: palette.gray2,
    tooltip: palette.gray9,
  },
  border: {
    weak: palette.gray2,
    medium: palette.gray3,
    strong: palette.gray5,
    focus: palette.blue5,
    danger: palette.red5,
    success: palette.green5,
  },
  status: {
    draft: palette.gray6,
    published: palette.green6,
    deleted: palette.red6,
    scheduled: palette.amber6,
    info: palette.blue6,
    gold: palette.amber7,
    meta: palette.violet7,
  },
};

export const darkColors: ColorScale = {
  text: {
    primary: palette.dark8,
    secondary: palette.dark7,
    disabled: palette.dark5,
    inverse: palette.gray9,
    link: palette.blue3,
    danger: palette.red3,
    success: palette.green3,
    warning: palette.amber3,
    onAccent: palette.white,
  },
  bg: {
    canvas: palette.dark0,
    surface: palette.dark1,
    subtle: palette.dark2,
    hover: palette.dark3,
    selected: palette.blueShade,
    overlay: 'rgba(0, 0, 0, 0.6)',
    accent: palette.blue6,
    accentHover: palette.blue5,
    accentActive: palette.blue5,
    danger: palette.red6,
    dangerHover: palette.red5,
    dangerSubtle: palette.redShade,
    successSubtle: palette.greenShade,
    warningSubtle: palette.amberShade,
    infoSubtle: palette.blueShade,
    disabled: palette.dark3,
    tooltip: palette.dark8,
  },
  border: {
    weak: palette.dark3,
    medium: palette.dark4,
    strong: palette.dark6,
    focus: palette.blue3,
    danger: palette.red3,
    success: palette.green3,
  },
  status: {
    draft: palette.dark7,
    published: palette.green3,
    deleted: palette.red3,
    scheduled: palette.amber3,
    info: palette.blue3,
    gold: palette.amber3,
    meta: '#b7a6ff',
  },
};

/** Spacing scale on a 4 px grid: space[n] = 4n px (space[0.5] is 2 px). */
export const space = {
  0: '0px',
  0.5: '2px',
  1: '4px',
  1.5: '6px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

/** Latin first, then Chinese system and Noto faces so Han glyphs never fall back to a serif. */
export const fontFamily = {
  sans: "Inter, 'Liberation Sans', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', sans-serif",
  /** For Chinese-first text (zh-CN UI): CJK faces before Latin. */
  sansZh:
    "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', Inter, 'Liberation Sans', Arial, sans-serif",
  serif: "'Noto Serif CJK SC', 'Source Han Serif SC', Georgia, 'Liberation Serif', serif",
  mono: "'JetBrains Mono', 'Liberation Mono', Menlo, Consolas, monospace",
} as const;

export const fontSize = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '30px',
} as const;

export const lineHeight = { tight: '1.25', normal: '1.5', relaxed: '1.75' } as const;
export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const radii = {
  none: '0px',
  sm: '4px',
  md: '6px',
  lg: '10px',
  xl: '16px',
  full: '9999px',
} as const;

export interface ShadowScale {
  sm: string;
  md: string;
  lg: string;
  focus: string;
}

export const lightShadows: ShadowScale = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
  md: '0 4px 12px rgba(16, 24, 40, 0.1)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.16)',
  focus: `0 0 0 3px rgba(46, 111, 242, 0.35)`,
};

export const darkShadows: ShadowScale = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.65)',
  focus: `0 0 0 3px rgba(132, 173, 255, 0.45)`,
};

/** Stacking order: higher layers sit above lower ones. */
export const zIndex = {
  base: 0,
  sticky: 100,
  sidebar: 200,
  dropdown: 1000,
  drawer: 1200,
  modal: 1300,
  popover: 1400,
  toast: 1500,
  tooltip: 1600,
  progress: 1700,
} as const;

/** Page width classes of the spec (only lg and xl are used by routes). */
export const pageWidth = {
  sm: '1024px',
  md: '1200px',
  lg: '1600px',
  xl: '1800px',
  '2xl': '2160px',
} as const;
export type PageWidth = keyof typeof pageWidth;

/** Motion; both collapse to 0 ms under prefers-reduced-motion. */
export const duration = { fast: '120ms', normal: '200ms', slow: '320ms' } as const;

/** Layout sizes of the shell. */
export const size = {
  sidebarRail: '64px',
  sidebarPanel: '220px',
  navbarHeight: '56px',
  controlSm: '28px',
  controlMd: '36px',
  controlLg: '44px',
  drawerWidth: '560px',
  rightPanelWidth: '400px',
} as const;

export const breakpoints = { mobile: '768px' } as const;
