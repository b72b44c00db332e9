import type { SelectOption } from '../inputs/Select';
import type { ChartDesign } from './ChartDesigner';
import type { DataChartRowData } from './DataChartTable';
import type { DataGroupRowData } from './DataGroupEditor';
import type { DataSourceRowData } from './DataSourceTable';
import type { DataAxisOptions, DataChartOptions, DataTableData } from './shared/types';

/**
 * Shared story data of the data components: China's monthly CPI (year on year, %), the official
 * manufacturing PMI and the one- and five-year LPR (%) for 2023–2024, and a daily index with open,
 * high, low and close over a few hundred trading days (generated, fixed seed: the same every run).
 */

/** A fixed time for the stories: 2024-12-20 10:30 GMT+8. */
export const DATA_NOW = Date.UTC(2024, 11, 20, 2, 30);

const MONTHS = Array.from({ length: 24 }, (_, i) => {
  const year = 2023 + Math.floor(i / 12);
  return `${year}-${String((i % 12) + 1).padStart(2, '0')}-01`;
});

const CPI = [
  2.1, 1.0, 0.7, 0.1, 0.2, 0.0, -0.3, 0.1, 0.0, -0.2, -0.5, -0.3, -0.8, 0.7, 0.1, 0.3, 0.3, 0.2,
  0.5, 0.6, 0.4, 0.3, 0.2, 0.1,
];
const PMI = [
  50.1, 52.6, 51.9, 49.2, 48.8, 49.0, 49.3, 49.7, 50.2, 49.5, 49.4, 49.0, 49.2, 49.1, 50.8, 50.4,
  49.5, 49.5, 49.4, 49.1, 49.8, 50.1, 50.3, 50.1,
];
const LPR_1Y = [
  3.65, 3.65, 3.65, 3.65, 3.65, 3.55, 3.55, 3.45, 3.45, 3.45, 3.45, 3.45, 3.45, 3.45, 3.45, 3.45,
  3.45, 3.45, 3.35, 3.35, 3.35, 3.1, 3.1, 3.1,
];
const LPR_5Y = [
  4.3, 4.3, 4.3, 4.3, 4.3, 4.2, 4.2, 4.2, 4.2, 4.2, 4.2, 4.2, 4.2, 3.95, 3.95, 3.95, 3.95, 3.95,
  3.85, 3.85, 3.85, 3.6, 3.6, 3.6,
];

/** The monthly macro table: date, CPI, PMI, LPR 1Y, LPR 5Y. */
export const macroTable: DataTableData = {
  columns: [
    { name: 'date', title: '日期' },
    { name: 'cpi_yoy', title: 'CPI 同比' },
    { name: 'pmi', title: '制造业 PMI' },
    { name: 'lpr_1y', title: 'LPR 1年' },
    { name: 'lpr_5y', title: 'LPR 5年' },
  ],
  rows: MONTHS.map((d, i) => [
    d,
    CPI[i]!.toFixed(1),
    PMI[i]!.toFixed(1),
    LPR_1Y[i]!.toFixed(2),
    LPR_5Y[i]!.toFixed(2),
  ]),
  datetime_column: 'date',
  datetime_format: 'YYYY-MM-DD',
};

/** Trading days (weekdays) from 2024-01-02 on. */
function tradingDays(count: number): string[] {
  const days: string[] = [];
  const d = new Date(Date.UTC(2024, 0, 2));
  while (days.length < count) {
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) days.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return days;
}

/** A daily index (open, high, low, close, volume): `count` trading days, the same every run. */
export function dailyIndexTable(count = 240): DataTableData {
  let seed = 20240102;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let close = 3386.35;
  const rows = tradingDays(count).map((day) => {
    const open = close * (1 + (random() - 0.5) * 0.01);
    const next = open * (1 + (random() - 0.49) * 0.024);
    const high = Math.max(open, next) * (1 + random() * 0.008);
    const low = Math.min(open, next) * (1 - random() * 0.008);
    close = next;
    const volume = Math.round(180_000_000 + random() * 120_000_000);
    return [day, open.toFixed(2), high.toFixed(2), low.toFixed(2), next.toFixed(2), String(volume)];
  });
  return {
    columns: [
      { name: 'date' },
      { name: 'open' },
      { name: 'high' },
      { name: 'low' },
      { name: 'close' },
      { name: 'volume' },
    ],
    rows,
    datetime_column: 'date',
    datetime_format: 'YYYY-MM-DD',
  };
}

/** 240 trading days of the index: what the chart stories draw. */
export const indexTable = dailyIndexTable(240);

const axis = (a: Partial<DataAxisOptions> & Pick<DataAxisOptions, 'id' | 'kind'>) =>
  ({
    title: null,
    position: null,
    inverted: false,
    tick_interval: null,
    min: null,
    max: null,
    time_format: null,
    unit: 'NUMBER',
    thousands_separator: false,
    precision: null,
    prefix: null,
    suffix: null,
    start_date: null,
    end_date: null,
    show_title: true,
    show_line: true,
    show_labels: true,
    ...a,
  }) satisfies DataAxisOptions;

const baseOptions = {
  tooltip: true,
  datetime_zoom: false,
  footnote: null,
  legend: true,
  watermark: null,
  timezone: 'ASIA_SHANGHAI',
} as const;

/** CPI (left, %) and PMI (right) by month, with PMI's 50 line. */
export const macroOptions: DataChartOptions = {
  ...baseOptions,
  chart_type: 'LINE',
  footnote: '来源：国家统计局 (National Bureau of Statistics)',
  axes: [
    axis({ id: 'x', kind: 'X', position: 'BOTTOM', time_format: 'YYYY-MM' }),
    axis({
      id: 'left',
      kind: 'LEFT_Y',
      position: 'LEFT',
      title: 'CPI YoY',
      precision: 1,
      suffix: '%',
    }),
    axis({ id: 'right', kind: 'RIGHT_Y', position: 'RIGHT', title: 'PMI', min: 47, max: 54 }),
  ],
  series: [
    {
      name: 'CPI YoY',
      column: 'cpi_yoy',
      type: 'BAR',
      color: null,
      axis: 'left',
      show_labels: false,
      smooth: false,
      curve: 'STRAIGHT',
    },
    {
      name: 'PMI',
      column: 'pmi',
      type: 'LINE',
      color: null,
      axis: 'right',
      show_labels: false,
      smooth: true,
      curve: 'SMOOTH',
    },
  ],
  elements: [
    { kind: 'MARK_LINE', series: 'PMI', orientation: 'HORIZONTAL', start: 50, label: '50' },
  ],
};

/** The LPR, one and five years, stepped. */
export const lprOptions: DataChartOptions = {
  ...baseOptions,
  chart_type: 'LINE',
  axes: [
    axis({ id: 'x', kind: 'X', position: 'BOTTOM', time_format: 'YYYY-MM' }),
    axis({ id: 'left', kind: 'LEFT_Y', position: 'LEFT', title: 'LPR', precision: 2, suffix: '%' }),
  ],
  series: [
    {
      name: 'LPR 1Y',
      column: 'lpr_1y',
      type: 'LINE',
      axis: 'left',
      show_labels: false,
      smooth: false,
      curve: 'STEP',
    },
    {
      name: 'LPR 5Y',
      column: 'lpr_5y',
      type: 'LINE',
      axis: 'left',
      show_labels: false,
      smooth: false,
      curve: 'STEP',
    },
  ],
  elements: [],
};

/** The daily index as candlesticks, with a mark area, a mark point and the datetime zoom. */
export const candleOptions: DataChartOptions = {
  ...baseOptions,
  chart_type: 'CANDLESTICK',
  datetime_zoom: true,
  watermark: 'Newsdesk',
  axes: [
    axis({ id: 'x', kind: 'X', position: 'BOTTOM', time_format: 'YYYY-MM-DD' }),
    axis({ id: 'left', kind: 'LEFT_Y', position: 'LEFT', precision: 0, thousands_separator: true }),
  ],
  series: [
    {
      name: 'CSI 300',
      type: 'CANDLESTICK',
      open: 'open',
      high: 'high',
      low: 'low',
      close: 'close',
      axis: 'left',
      show_labels: false,
      smooth: false,
      curve: 'STRAIGHT',
    },
  ],
  elements: [
    {
      kind: 'MARK_AREA',
      series: 'CSI 300',
      orientation: 'VERTICAL',
      start: Date.UTC(2024, 8, 23, -8),
      end: Date.UTC(2024, 9, 8, -8),
      label: '政策窗口',
    },
  ],
};

/** The saved chart the designer edits: the index as candlesticks. */
export const candleDesign: ChartDesign = {
  symbol: 'csi300-daily',
  title: '沪深300 日K',
  source_symbol: 'csi300',
  options: candleOptions,
};

/** The macro chart as the designer edits it. */
export const macroDesign: ChartDesign = {
  symbol: 'cn-cpi-pmi',
  title: 'CPI and PMI',
  source_symbol: 'cn-macro',
  options: macroOptions,
};

export const dataSourceOptions: SelectOption<string>[] = [
  { value: 'cn-macro', label: '中国宏观月度 (cn-macro)' },
  { value: 'csi300', label: '沪深300 日线 (csi300)' },
  { value: 'cn-lpr', label: '贷款市场报价利率 (cn-lpr)' },
];

export const dataGroupOptions: SelectOption<string>[] = [
  { value: 'g1', label: '宏观经济' },
  { value: 'g2', label: '市场指数' },
];

export const dataSourceRows: DataSourceRowData[] = [
  {
    id: '1',
    symbol: 'cn-macro',
    name: '中国宏观月度',
    type: 'CUSTOM',
    category: 'Macro',
    country: 'China',
    task_frequency: 1,
    task_frequency_unit: 'MONTHS',
    labels: ['CPI', 'PMI'],
    group: { id: 'g1', name: '宏观经济' },
    row_count: 24,
  },
  {
    id: '2',
    symbol: 'cn-lpr',
    name: '贷款市场报价利率 (LPR)',
    type: 'CUSTOM',
    category: 'Rates',
    country: 'China',
    task_frequency: null,
    task_frequency_unit: null,
    update_frequency: 'Monthly, the 20th',
    labels: ['LPR'],
    group: { id: 'g1', name: '宏观经济' },
    row_count: 24,
  },
  {
    id: '3',
    symbol: 'csi300',
    name: '沪深300 日线',
    type: 'API',
    category: 'Index',
    country: 'China',
    task_frequency: 1,
    task_frequency_unit: 'DAYS',
    labels: ['Index', 'OHLC'],
    group: { id: 'g2', name: '市场指数' },
    row_count: 12_480,
  },
];

export const dataChartRows: DataChartRowData[] = [
  {
    id: '1',
    symbol: 'cn-cpi-pmi',
    title: 'CPI and PMI',
    chart_type: 'LINE',
    source: { symbol: 'cn-macro', name: '中国宏观月度' },
    series_count: 2,
    updated_at: DATA_NOW - 3_600_000,
  },
  {
    id: '2',
    symbol: 'cn-lpr',
    title: 'LPR 1Y and 5Y',
    chart_type: 'LINE',
    source: { symbol: 'cn-lpr', name: '贷款市场报价利率 (LPR)' },
    series_count: 2,
    updated_at: DATA_NOW - 86_400_000,
  },
  {
    id: '3',
    symbol: 'csi300-daily',
    title: '沪深300 日K',
    chart_type: 'CANDLESTICK',
    source: { symbol: 'csi300', name: '沪深300 日线' },
    series_count: 1,
    updated_at: DATA_NOW - 3 * 86_400_000,
  },
];

export const dataGroups: DataGroupRowData[] = [
  {
    id: 'g1',
    name: '宏观经济',
    description: 'CPI, PMI and the LPR, monthly',
    sources: [
      { id: '1', symbol: 'cn-macro', name: '中国宏观月度' },
      { id: '2', symbol: 'cn-lpr', name: '贷款市场报价利率 (LPR)' },
    ],
  },
  {
    id: 'g2',
    name: '市场指数',
    description: null,
    sources: [{ id: '3', symbol: 'csi300', name: '沪深300 日线' }],
  },
];

export const dataSourceIdOptions: SelectOption<string>[] = dataSourceRows.map((s) => ({
  value: s.id,
  label: `${s.name} (${s.symbol})`,
}));
