import { dataSources } from '../db/schema-data';
import type { AppContext } from '../http/types';
import { createChart, createGroup, createSource } from '../services/data';

/**
 * Demo data sets of the data screens (issue #15): monthly China CPI and PMI, the loan prime rates,
 * and a daily index with open, high, low and close; two charts (a line chart with a mark line, a
 * candlestick chart with a mark area and a mark point). Values are generated deterministically.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function months(from: number, to: number) {
  const out: string[] = [];
  for (let y = from; y <= to; y++) for (let m = 1; m <= 12; m++) out.push(`${y}-${pad(m)}`);
  return out;
}

/** `count` trading days (Monday to Friday) ending on 2026-11-20 with OHLC of a random walk. */
export function indexRows(count: number, seed = 7): string[][] {
  const days: string[] = [];
  const d = new Date(Date.UTC(2026, 10, 20));
  while (days.length < count) {
    const w = d.getUTCDay();
    if (w !== 0 && w !== 6) days.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() - 1);
  }
  days.reverse();
  const r = random(seed);
  let close = 3000;
  return days.map((day) => {
    const open = close * (1 + (r() - 0.5) * 0.01);
    close = Math.max(1500, open * (1 + (r() - 0.49) * 0.03));
    const high = Math.max(open, close) * (1 + r() * 0.01);
    const low = Math.min(open, close) * (1 - r() * 0.01);
    const volume = Math.round(2e8 + r() * 3e8);
    return [
      day,
      open.toFixed(2),
      high.toFixed(2),
      low.toFixed(2),
      close.toFixed(2),
      String(volume),
    ];
  });
}

export async function seedData(ctx: AppContext) {
  const existing = await ctx.db.select({ id: dataSources.id }).from(dataSources).limit(1);
  if (existing.length) return;
  const r = random(2026);
  const monthly = months(2019, 2026).slice(0, -1); // to 2026-11
  const macro = await createGroup(ctx, {
    name: 'China macro',
    description: 'Prices, activity and rates',
  });
  const markets = await createGroup(ctx, { name: 'Markets', description: 'Daily market data' });
  const common = {
    type: 'custom',
    datetime_column: 'date',
    datetime_format: 'YYYY-MM',
    unique_key: 'date',
    country: 'CN',
    sheets: [],
    update_frequency: 'monthly',
    task_frequency: 1,
    task_frequency_unit: 'MONTHS',
  };
  let cpi = 2;
  await createSource(ctx, {
    ...common,
    symbol: 'CPI',
    name: 'China consumer price index',
    description: 'Year-on-year change of the consumer price index, %.',
    category: 'Prices',
    labels: ['inflation', 'NBS'],
    group_id: macro.id,
    columns: [
      { name: 'date', title: 'Month' },
      { name: 'yoy', title: 'CPI YoY %' },
      { name: 'core', title: 'Core CPI YoY %' },
    ],
    rows: monthly.map((m) => {
      cpi = Math.max(-1, Math.min(5, cpi + (r() - 0.52) * 0.6));
      return [m, cpi.toFixed(1), (cpi * 0.4 + 0.5).toFixed(1)];
    }),
  });
  let pmi = 50;
  await createSource(ctx, {
    ...common,
    symbol: 'PMI',
    name: 'China manufacturing PMI',
    description: 'Official manufacturing purchasing managers index (50 = no change).',
    category: 'Activity',
    labels: ['NBS'],
    group_id: macro.id,
    columns: [
      { name: 'date', title: 'Month' },
      { name: 'pmi', title: 'Manufacturing PMI' },
      { name: 'non_manufacturing', title: 'Non-manufacturing PMI' },
    ],
    rows: monthly.map((m) => {
      pmi = Math.max(45, Math.min(53, pmi + (r() - 0.5) * 1.4));
      return [m, pmi.toFixed(1), (pmi + 2 + (r() - 0.5)).toFixed(1)];
    }),
  });
  let lpr1 = 4.31;
  await createSource(ctx, {
    ...common,
    symbol: 'LPR',
    name: 'Loan prime rate',
    description: 'One-year and five-year loan prime rates, %.',
    category: 'Rates',
    labels: ['PBOC'],
    group_id: macro.id,
    columns: [
      { name: 'date', title: 'Month' },
      { name: 'lpr_1y', title: '1Y LPR %' },
      { name: 'lpr_5y', title: '5Y LPR %' },
    ],
    rows: monthly.map((m, i) => {
      if (i % 9 === 8) lpr1 = Math.max(3, lpr1 - 0.1);
      return [m, lpr1.toFixed(2), (lpr1 + 0.55).toFixed(2)];
    }),
  });
  await createSource(ctx, {
    type: 'api',
    symbol: 'SHCOMP',
    name: 'Shanghai composite index',
    description: 'Daily open, high, low, close and volume.',
    category: 'Equity',
    country: 'CN',
    labels: ['index', 'daily'],
    group_id: markets.id,
    columns: ['date', 'open', 'high', 'low', 'close', 'volume'].map((name) => ({
      name,
      title: null,
    })),
    datetime_column: 'date',
    datetime_format: 'YYYY-MM-DD',
    unique_key: 'date',
    task_frequency: 1,
    task_frequency_unit: 'DAYS',
    input_type: 'json',
    output_type: 'table',
    source_code: "fetch('https://quotes.example/SHCOMP.json').then((r) => r.json())",
    update_frequency: 'daily',
    rows: indexRows(10_000),
  });

  const x = {
    id: 'x',
    kind: 'X',
    time_format: 'YYYY-MM',
    unit: 'TEXT',
    inverted: false,
    thousands_separator: false,
    show_title: false,
    show_line: true,
    show_labels: true,
  };
  const left = (extra: Record<string, unknown>) => ({
    id: 'left',
    kind: 'LEFT_Y',
    position: 'LEFT',
    inverted: false,
    unit: 'NUMBER',
    thousands_separator: false,
    show_title: true,
    show_line: true,
    show_labels: true,
    ...extra,
  });
  await createChart(ctx, {
    symbol: 'CPI',
    title: 'China CPI year on year',
    source_symbol: 'CPI',
    options: {
      chart_type: 'LINE',
      tooltip: true,
      datetime_zoom: true,
      legend: true,
      footnote: 'Source: National Bureau of Statistics (demo values).',
      watermark: 'Newsdesk',
      timezone: 'ASIA_SHANGHAI',
      axes: [x, left({ title: '%', precision: 1, suffix: '%' })],
      series: [
        {
          name: 'CPI YoY',
          column: 'yoy',
          type: 'LINE',
          axis: 'left',
          color: '#d9480f',
          show_labels: false,
          smooth: false,
          curve: 'STRAIGHT',
        },
        {
          name: 'Core CPI YoY',
          column: 'core',
          type: 'AREA',
          axis: 'left',
          color: '#1c7ed6',
          show_labels: false,
          smooth: true,
          curve: 'SMOOTH',
        },
      ],
      elements: [
        {
          kind: 'MARK_LINE',
          series: 'CPI YoY',
          orientation: 'HORIZONTAL',
          start: 3,
          label: 'Target 3%',
        },
      ],
    },
  });
  await createChart(ctx, {
    symbol: 'SHCOMP',
    title: 'Shanghai composite, daily',
    source_symbol: 'SHCOMP',
    options: {
      chart_type: 'CANDLESTICK',
      tooltip: true,
      datetime_zoom: true,
      legend: true,
      timezone: 'ASIA_SHANGHAI',
      axes: [
        { ...x, time_format: 'YYYY-MM-DD' },
        left({ title: 'Points', precision: 0, thousands_separator: true }),
        {
          id: 'right',
          kind: 'RIGHT_Y',
          position: 'RIGHT',
          title: 'Volume',
          unit: 'NUMBER',
          inverted: false,
          thousands_separator: true,
          precision: 0,
          show_title: true,
          show_line: true,
          show_labels: true,
        },
      ],
      series: [
        {
          name: 'SHCOMP',
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
        {
          name: 'Volume',
          column: 'volume',
          type: 'BAR',
          axis: 'right',
          color: '#868e96',
          show_labels: false,
          smooth: false,
          curve: 'STRAIGHT',
        },
      ],
      elements: [
        {
          kind: 'MARK_AREA',
          series: 'SHCOMP',
          orientation: 'VERTICAL',
          start: Date.UTC(2026, 8, 1),
          end: Date.UTC(2026, 9, 1),
          label: 'September',
        },
        {
          kind: 'MARK_POINT',
          series: 'SHCOMP',
          orientation: 'VERTICAL',
          x: Date.UTC(2026, 10, 20) - 8 * 3_600_000,
          y: 3000,
          label: 'Latest',
        },
      ],
    },
  });
}
