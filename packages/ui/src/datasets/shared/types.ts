/**
 * The shapes the data components take (operations §3 Data source, Data chart), the same field names
 * and values as the contract's `DataSource` and `DataChartOptions`, so the console passes what it
 * reads.
 */
export type DataSourceKind = 'CUSTOM' | 'API';
export type DataFrequencyUnit =
  'MINUTES' | 'HOURS' | 'DAYS' | 'WEEKS' | 'MONTHS' | 'QUARTERS' | 'YEARS';
export const DATA_FREQUENCY_UNITS: readonly DataFrequencyUnit[] = [
  'MINUTES',
  'HOURS',
  'DAYS',
  'WEEKS',
  'MONTHS',
  'QUARTERS',
  'YEARS',
];

/** The datetime formats a table's datetime column may be in (the server reads the same). */
export const DATETIME_FORMATS = [
  'YYYY-MM-DD',
  'YYYY/MM/DD',
  'YYYY-MM',
  'YYYY',
  'YYYY-MM-DD HH:mm:ss',
  'X',
  'x',
] as const;

export interface DataColumn {
  name: string;
  title?: string | null;
}

/** A table: its columns, rows of text cells in column order, and how its dates read. */
export interface DataTableData {
  columns: readonly DataColumn[];
  rows: readonly (readonly (string | null)[])[];
  datetime_column?: string | null;
  datetime_format?: string | null;
}

export type DataChartType = 'LINE' | 'AREA' | 'BAR' | 'STACKED_BAR' | 'CANDLESTICK';
export type DataChartTimezone =
  | 'AMERICA_NEW_YORK'
  | 'ASIA_SHANGHAI'
  | 'EUROPE_LONDON'
  | 'ASIA_TOKYO'
  | 'UTC'
  | 'EUROPE_BERLIN'
  | 'EUROPE_ROME';
export type DataAxisKind = 'X' | 'TOP_X' | 'LEFT_Y' | 'RIGHT_Y' | 'MORE_Y';
export type DataAxisPosition = 'TOP' | 'BOTTOM' | 'LEFT' | 'RIGHT';
export type DataAxisUnit = 'NUMBER' | 'PERCENT' | 'TEXT';
export type DataSeriesCurve = 'STRAIGHT' | 'SMOOTH' | 'STEP';
export type DataElementKind = 'MARK_AREA' | 'MARK_POINT' | 'MARK_LINE';
export type DataOrientation = 'VERTICAL' | 'HORIZONTAL';

/** The seven timezones and their IANA names (operations §3 Data chart). */
export const CHART_TIMEZONES: Record<DataChartTimezone, string> = {
  AMERICA_NEW_YORK: 'America/New_York',
  ASIA_SHANGHAI: 'Asia/Shanghai',
  EUROPE_LONDON: 'Europe/London',
  ASIA_TOKYO: 'Asia/Tokyo',
  UTC: 'UTC',
  EUROPE_BERLIN: 'Europe/Berlin',
  EUROPE_ROME: 'Europe/Rome',
};

export interface DataAxisOptions {
  id: string;
  kind: DataAxisKind;
  title?: string | null;
  position?: DataAxisPosition | null;
  inverted: boolean;
  tick_interval?: number | null;
  min?: number | null;
  max?: number | null;
  time_format?: string | null;
  unit: DataAxisUnit;
  thousands_separator: boolean;
  precision?: number | null;
  prefix?: string | null;
  suffix?: string | null;
  start_date?: number | null;
  end_date?: number | null;
  show_title: boolean;
  show_line: boolean;
  show_labels: boolean;
}

export interface DataSeriesOptions {
  name: string;
  column?: string | null;
  type: DataChartType;
  open?: string | null;
  high?: string | null;
  low?: string | null;
  close?: string | null;
  color?: string | null;
  axis: string;
  show_labels: boolean;
  smooth: boolean;
  curve: DataSeriesCurve;
  stack?: string | null;
}

export interface DataElementOptions {
  kind: DataElementKind;
  series?: string | null;
  x?: number | null;
  y?: number | null;
  start?: number | null;
  end?: number | null;
  orientation: DataOrientation;
  label?: string | null;
}

export interface DataChartOptions {
  chart_type: DataChartType;
  tooltip: boolean;
  datetime_zoom: boolean;
  footnote?: string | null;
  legend: boolean;
  watermark?: string | null;
  timezone: DataChartTimezone;
  axes: readonly DataAxisOptions[];
  series: readonly DataSeriesOptions[];
  elements: readonly DataElementOptions[];
}
