import { formatInZone, parseDatetime } from '../shared/datetime';
import type {
  DataAxisKind,
  DataAxisOptions,
  DataAxisPosition,
  DataAxisUnit,
  DataChartOptions,
  DataChartTimezone,
  DataChartType,
  DataElementKind,
  DataOrientation,
  DataSeriesCurve,
  DataTableData,
} from '../shared/types';

/**
 * The chart designer's form values: numbers and dates as the text typed (so a half-typed value
 * does not jump), turned into a chart's options for the preview and the save.
 */
export interface AxisValues {
  id: string;
  kind: DataAxisKind;
  title: string;
  position: DataAxisPosition | null;
  inverted: boolean;
  tick_interval: string;
  min: string;
  max: string;
  time_format: string | null;
  unit: DataAxisUnit;
  thousands_separator: boolean;
  precision: string;
  prefix: string;
  suffix: string;
  /** `YYYY-MM-DD` (China time). */
  start_date: string;
  end_date: string;
  show_title: boolean;
  show_line: boolean;
  show_labels: boolean;
}

export interface SeriesValues {
  name: string;
  type: DataChartType;
  column: string | null;
  open: string | null;
  high: string | null;
  low: string | null;
  close: string | null;
  color: string;
  axis: string | null;
  show_labels: boolean;
  smooth: boolean;
  curve: DataSeriesCurve;
  stack: string;
}

export interface ElementValues {
  kind: DataElementKind;
  series: string | null;
  orientation: DataOrientation;
  /** Mark point: date `YYYY-MM-DD`. */
  x: string;
  /** Mark point: value. */
  y: string;
  /** A date (vertical) or a value (horizontal). */
  start: string;
  end: string;
  label: string;
}

export interface ChartDesignValues {
  symbol: string;
  title: string;
  source_symbol: string | null;
  chart_type: DataChartType;
  tooltip: boolean;
  datetime_zoom: boolean;
  footnote: string;
  legend: boolean;
  watermark: string;
  timezone: DataChartTimezone;
  axes: AxisValues[];
  series: SeriesValues[];
  elements: ElementValues[];
}

/** What the designer saves. */
export interface ChartDesign {
  symbol: string;
  title: string;
  source_symbol: string;
  options: DataChartOptions;
}

export const CHART_TYPES: readonly DataChartType[] = [
  'LINE',
  'AREA',
  'BAR',
  'STACKED_BAR',
  'CANDLESTICK',
];
export const AXIS_KINDS: readonly DataAxisKind[] = ['X', 'TOP_X', 'LEFT_Y', 'RIGHT_Y', 'MORE_Y'];
export const AXIS_POSITIONS: readonly DataAxisPosition[] = ['TOP', 'BOTTOM', 'LEFT', 'RIGHT'];
export const AXIS_UNITS: readonly DataAxisUnit[] = ['NUMBER', 'PERCENT', 'TEXT'];
export const CURVES: readonly DataSeriesCurve[] = ['STRAIGHT', 'SMOOTH', 'STEP'];
export const ELEMENT_KINDS: readonly DataElementKind[] = ['MARK_AREA', 'MARK_POINT', 'MARK_LINE'];
export const ORIENTATIONS: readonly DataOrientation[] = ['VERTICAL', 'HORIZONTAL'];
export const TIME_FORMATS = [
  'YYYY-MM-DD',
  'YYYY-MM',
  'YYYY',
  'MM-DD',
  'HH:mm',
  'YYYY-MM-DD HH:mm',
] as const;
export const TIMEZONES: readonly DataChartTimezone[] = [
  'AMERICA_NEW_YORK',
  'ASIA_SHANGHAI',
  'EUROPE_LONDON',
  'ASIA_TOKYO',
  'UTC',
  'EUROPE_BERLIN',
  'EUROPE_ROME',
];
/** Limits the server holds too. */
export const CHART_MAX_AXES = 20;
export const CHART_MAX_SERIES = 20;
export const CHART_MAX_ELEMENTS = 50;
export const CHART_TITLE_LIMIT = 120;

const dateText = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '' : formatInZone(ms, 'YYYY-MM-DD', 'ASIA_SHANGHAI');
const numText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
/** A typed number, or null when empty or not a number. */
export const numberOf = (s: string) => {
  if (s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};
export const dateOf = (s: string) => (s.trim() === '' ? null : parseDatetime(s, 'YYYY-MM-DD'));

export function newAxis(kind: DataAxisKind, id: string): AxisValues {
  return {
    id,
    kind,
    title: '',
    position:
      kind === 'RIGHT_Y'
        ? 'RIGHT'
        : kind === 'LEFT_Y'
          ? 'LEFT'
          : kind === 'TOP_X'
            ? 'TOP'
            : kind === 'X'
              ? 'BOTTOM'
              : 'RIGHT',
    inverted: false,
    tick_interval: '',
    min: '',
    max: '',
    time_format: kind === 'X' || kind === 'TOP_X' ? 'YYYY-MM-DD' : null,
    unit: 'NUMBER',
    thousands_separator: false,
    precision: '',
    prefix: '',
    suffix: '',
    start_date: '',
    end_date: '',
    show_title: true,
    show_line: true,
    show_labels: true,
  };
}

export function newSeries(
  type: DataChartType,
  columns: readonly string[],
  axis: string | null,
  index: number,
): SeriesValues {
  const col = (re: RegExp) => columns.find((c) => re.test(c)) ?? null;
  const value = columns.filter((c) => !/date|time/i.test(c))[index] ?? columns[1] ?? null;
  return {
    name: type === 'CANDLESTICK' ? 'OHLC' : (value ?? `Series ${index + 1}`),
    type,
    column: type === 'CANDLESTICK' ? null : value,
    open: type === 'CANDLESTICK' ? col(/^open/i) : null,
    high: type === 'CANDLESTICK' ? col(/^high/i) : null,
    low: type === 'CANDLESTICK' ? col(/^low/i) : null,
    close: type === 'CANDLESTICK' ? col(/^close/i) : null,
    color: '',
    axis,
    show_labels: false,
    smooth: false,
    curve: 'STRAIGHT',
    stack: '',
  };
}

export function newElement(kind: DataElementKind, series: string | null): ElementValues {
  return {
    kind,
    series,
    orientation: kind === 'MARK_POINT' ? 'VERTICAL' : 'HORIZONTAL',
    x: '',
    y: '',
    start: '',
    end: '',
    label: '',
  };
}

/** A new chart over a table: x and left y axes and one series of the chart type. */
export function defaultDesign(
  table: DataTableData | null,
  source: string | null,
): ChartDesignValues {
  const columns = table?.columns.map((c) => c.name) ?? [];
  const candle = ['open', 'high', 'low', 'close'].every((n) =>
    columns.some((c) => c.toLowerCase() === n),
  );
  const type: DataChartType = candle ? 'CANDLESTICK' : 'LINE';
  return {
    symbol: '',
    title: '',
    source_symbol: source,
    chart_type: type,
    tooltip: true,
    datetime_zoom: false,
    footnote: '',
    legend: true,
    watermark: '',
    timezone: 'ASIA_SHANGHAI',
    axes: [newAxis('X', 'x'), newAxis('LEFT_Y', 'left')],
    series: table
      ? [
          newSeries(
            type,
            columns.filter((c) => c !== table.datetime_column),
            'left',
            0,
          ),
        ]
      : [],
    elements: [],
  };
}

export function valuesOfDesign(d: ChartDesign): ChartDesignValues {
  const o = d.options;
  return {
    symbol: d.symbol,
    title: d.title,
    source_symbol: d.source_symbol,
    chart_type: o.chart_type,
    tooltip: o.tooltip,
    datetime_zoom: o.datetime_zoom,
    footnote: o.footnote ?? '',
    legend: o.legend,
    watermark: o.watermark ?? '',
    timezone: o.timezone,
    axes: o.axes.map((a) => ({
      id: a.id,
      kind: a.kind,
      title: a.title ?? '',
      position: a.position ?? null,
      inverted: a.inverted,
      tick_interval: numText(a.tick_interval),
      min: numText(a.min),
      max: numText(a.max),
      time_format: a.time_format ?? null,
      unit: a.unit,
      thousands_separator: a.thousands_separator,
      precision: numText(a.precision),
      prefix: a.prefix ?? '',
      suffix: a.suffix ?? '',
      start_date: dateText(a.start_date),
      end_date: dateText(a.end_date),
      show_title: a.show_title,
      show_line: a.show_line,
      show_labels: a.show_labels,
    })),
    series: o.series.map((s) => ({
      name: s.name,
      type: s.type,
      column: s.column ?? null,
      open: s.open ?? null,
      high: s.high ?? null,
      low: s.low ?? null,
      close: s.close ?? null,
      color: s.color ?? '',
      axis: s.axis,
      show_labels: s.show_labels,
      smooth: s.smooth,
      curve: s.curve,
      stack: s.stack ?? '',
    })),
    elements: o.elements.map((e) => ({
      kind: e.kind,
      series: e.series ?? null,
      orientation: e.orientation,
      x: dateText(e.x),
      y: numText(e.y),
      start: e.orientation === 'VERTICAL' ? dateText(e.start) : numText(e.start),
      end: e.orientation === 'VERTICAL' ? dateText(e.end) : numText(e.end),
      label: e.label ?? '',
    })),
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The options the values describe (what is half-typed reads as empty). */
export function optionsOfValues(v: ChartDesignValues): DataChartOptions {
  return {
    chart_type: v.chart_type,
    tooltip: v.tooltip,
    datetime_zoom: v.datetime_zoom,
    footnote: orNull(v.footnote),
    legend: v.legend,
    watermark: orNull(v.watermark),
    timezone: v.timezone,
    axes: v.axes.map((a): DataAxisOptions => ({
      id: a.id.trim(),
      kind: a.kind,
      title: orNull(a.title),
      position: a.position,
      inverted: a.inverted,
      tick_interval: numberOf(a.tick_interval),
      min: numberOf(a.min),
      max: numberOf(a.max),
      time_format: a.time_format,
      unit: a.unit,
      thousands_separator: a.thousands_separator,
      precision: numberOf(a.precision),
      prefix: orNull(a.prefix),
      suffix: orNull(a.suffix),
      start_date: dateOf(a.start_date),
      end_date: dateOf(a.end_date),
      show_title: a.show_title,
      show_line: a.show_line,
      show_labels: a.show_labels,
    })),
    series: v.series.map((s) => ({
      name: s.name.trim(),
      type: s.type,
      column: s.type === 'CANDLESTICK' ? null : s.column,
      open: s.type === 'CANDLESTICK' ? s.open : null,
      high: s.type === 'CANDLESTICK' ? s.high : null,
      low: s.type === 'CANDLESTICK' ? s.low : null,
      close: s.type === 'CANDLESTICK' ? s.close : null,
      color: orNull(s.color),
      axis: s.axis ?? '',
      show_labels: s.show_labels,
      smooth: s.smooth,
      curve: s.curve,
      stack: orNull(s.stack),
    })),
    elements: v.elements.map((e) => {
      const at = e.orientation === 'VERTICAL' ? dateOf : numberOf;
      return {
        kind: e.kind,
        series: e.series,
        orientation: e.orientation,
        x: e.kind === 'MARK_POINT' ? dateOf(e.x) : null,
        y: e.kind === 'MARK_POINT' ? numberOf(e.y) : null,
        start: e.kind === 'MARK_POINT' ? null : at(e.start),
        end: e.kind === 'MARK_AREA' ? at(e.end) : null,
        label: orNull(e.label),
      };
    }),
  };
}
