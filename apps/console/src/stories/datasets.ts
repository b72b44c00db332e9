import type { gql } from '@newsdesk/api-client';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import { HOUR } from './contract';
import { gqlApi, graphqlError } from './handlers';
import { withTypenames } from './graphqlTypes';

/**
 * Story data and handlers of the data screens (`/content/data/sources`, `/content/data/charts`,
 * `/content/data/charts/{symbol}`): China's monthly CPI and PMI for 2023, typed by the generated
 * operation types (GraphQL `DataSources`, `DataSource`, `DataGroups`, `DataCharts`, `DataChart`).
 * Small on purpose: a screen story stays under two seconds.
 */
type Source = gql.DataSourcesQuery['data_sources']['nodes'][number];
type Chart = gql.DataChartsQuery['data_charts']['nodes'][number];
type Group = gql.DataGroupsQuery['data_groups']['nodes'][number];
type Axis = Chart['options']['axes'][number];
type Series = Chart['options']['series'][number];

const CREATED = Date.UTC(2024, 0, 8, 2);
const PAGE_INFO = { end_cursor: null, has_next_page: false };

const MONTHS = Array.from({ length: 12 }, (_, i) => `2023-${String(i + 1).padStart(2, '0')}-01`);
const CPI = [2.1, 1.0, 0.7, 0.1, 0.2, 0.0, -0.3, 0.1, 0.0, -0.2, -0.5, -0.3];
const PMI = [50.1, 52.6, 51.9, 49.2, 48.8, 49.0, 49.3, 49.7, 50.2, 49.5, 49.4, 49.0];
/** The table of the macro source: date, CPI year on year (%), manufacturing PMI. */
export const macroRows = (): string[][] =>
  MONTHS.map((d, i) => [d, CPI[i]!.toFixed(1), PMI[i]!.toFixed(1)]);

const GROUP = { id: '3', name: 'China macro' };

const SOURCES: { symbol: string; name: string; type: gql.DataSourceType; rows: number }[] = [
  { symbol: 'cn-macro', name: 'China CPI and PMI', type: 'CUSTOM', rows: 12 },
  { symbol: 'cn-lpr', name: 'Loan prime rate', type: 'CUSTOM', rows: 64 },
  { symbol: 'csi300', name: 'CSI 300 daily', type: 'API', rows: 2410 },
];

export function dataSources(): Source[] {
  return SOURCES.map((s, i) => ({
    id: String(21 + i),
    symbol: s.symbol,
    name: s.name,
    description: null,
    type: s.type,
    columns:
      i === 0
        ? [
            { name: 'date', title: 'Date' },
            { name: 'cpi_yoy', title: 'CPI YoY' },
            { name: 'pmi', title: 'Manufacturing PMI' },
          ]
        : [
            { name: 'date', title: 'Date' },
            { name: 'value', title: null },
          ],
    datetime_column: 'date',
    datetime_format: 'YYYY-MM-DD',
    sheets: [],
    unique_key: 'date',
    country: 'CN',
    category: i === 2 ? 'Equities' : 'Macro',
    task_frequency: s.type === 'API' ? 1 : null,
    task_frequency_unit: s.type === 'API' ? 'DAYS' : null,
    output_type: null,
    input_type: null,
    source_code: null,
    labels: i === 0 ? ['CPI', 'PMI'] : [],
    update_frequency: i === 2 ? 'Daily' : 'Monthly',
    group: i < 2 ? GROUP : null,
    row_count: s.rows,
    version: 1 + i,
    created_at: CREATED + i * 24 * HOUR,
    updated_at: CREATED + i * 48 * HOUR,
  }));
}

const axis = (a: Partial<Axis> & Pick<Axis, 'id' | 'kind'>): Axis => ({
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
});

const series = (s: Partial<Series> & Pick<Series, 'name' | 'type' | 'axis'>): Series => ({
  column: null,
  open: null,
  high: null,
  low: null,
  close: null,
  color: null,
  show_labels: false,
  smooth: false,
  curve: 'STRAIGHT',
  stack: null,
  ...s,
});

export function dataCharts(): Chart[] {
  const [macro, lpr] = dataSources();
  return [
    {
      id: '41',
      symbol: 'cn-cpi-pmi',
      title: 'CPI and PMI',
      source: { id: macro!.id, symbol: macro!.symbol, name: macro!.name },
      options: {
        chart_type: 'LINE',
        tooltip: true,
        datetime_zoom: false,
        footnote: 'Source: National Bureau of Statistics',
        legend: true,
        watermark: null,
        timezone: 'ASIA_SHANGHAI',
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
          series({ name: 'CPI YoY', column: 'cpi_yoy', type: 'BAR', axis: 'left' }),
          series({
            name: 'PMI',
            column: 'pmi',
            type: 'LINE',
            axis: 'right',
            smooth: true,
            curve: 'SMOOTH',
          }),
        ],
        elements: [
          {
            kind: 'MARK_LINE',
            series: 'PMI',
            x: null,
            y: null,
            start: 50,
            end: null,
            orientation: 'HORIZONTAL',
            label: '50',
          },
        ],
      },
      version: 2,
      created_at: CREATED,
      updated_at: CREATED + 72 * HOUR,
    },
    {
      id: '42',
      symbol: 'cn-lpr',
      title: 'Loan prime rate, 1 and 5 years',
      source: { id: lpr!.id, symbol: lpr!.symbol, name: lpr!.name },
      options: {
        chart_type: 'LINE',
        tooltip: true,
        datetime_zoom: false,
        footnote: null,
        legend: true,
        watermark: null,
        timezone: 'ASIA_SHANGHAI',
        axes: [
          axis({ id: 'x', kind: 'X', position: 'BOTTOM', time_format: 'YYYY-MM' }),
          axis({ id: 'left', kind: 'LEFT_Y', position: 'LEFT', precision: 2, suffix: '%' }),
        ],
        series: [
          series({ name: 'LPR', column: 'value', type: 'LINE', axis: 'left', curve: 'STEP' }),
        ],
        elements: [],
      },
      version: 1,
      created_at: CREATED + 24 * HOUR,
      updated_at: CREATED + 24 * HOUR,
    },
  ];
}

export function dataGroups(): Group[] {
  const members = dataSources().filter((s) => s.group);
  return [
    {
      ...GROUP,
      description: 'Monthly releases of the statistics bureau and the central bank',
      sources: members.map(({ id, symbol, name }) => ({ id, symbol, name })),
      version: 1,
      created_at: CREATED,
      updated_at: CREATED,
    },
  ];
}

export type DataState = 'full' | 'empty' | 'loading' | 'error';

const connection = <T>(nodes: T[]) => ({
  total_count: nodes.length,
  page_info: PAGE_INFO,
  nodes,
});

/** `DataSources` (the list and the pickers) and `DataGroups` (the group filter and picker). */
export const dataSourceListHandlers = (state: DataState): RequestHandler[] => [
  gqlApi.query<gql.DataSourcesQuery, gql.DataSourcesQueryVariables>('DataSources', async () => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return graphqlError<gql.DataSourcesQuery>();
    const data: gql.DataSourcesQuery = {
      data_sources: connection(state === 'empty' ? [] : dataSources()),
    };
    return HttpResponse.json({ data: withTypenames(data) });
  }),
  gqlApi.query<gql.DataGroupsQuery, gql.DataGroupsQueryVariables>('DataGroups', () =>
    HttpResponse.json({ data: withTypenames({ data_groups: connection(dataGroups()) }) }),
  ),
];

/** `DataCharts` (the list). */
export const dataChartListHandlers = (state: DataState): RequestHandler[] => [
  gqlApi.query<gql.DataChartsQuery, gql.DataChartsQueryVariables>('DataCharts', async () => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return graphqlError<gql.DataChartsQuery>();
    const data: gql.DataChartsQuery = {
      data_charts: connection(state === 'empty' ? [] : dataCharts()),
    };
    return HttpResponse.json({ data: withTypenames(data) });
  }),
];

/**
 * The chart designer of `cn-cpi-pmi`: `DataChart` (the chart, or null: not found), `DataSource` (its
 * source with the 12 rows it draws) and `DataSources` (the source picker); `error` fails the chart
 * and the source reads.
 */
export const chartDesignerHandlers = (state: 'found' | 'missing' | 'error'): RequestHandler[] => [
  gqlApi.query<gql.DataChartQuery, gql.DataChartQueryVariables>('DataChart', ({ variables }) => {
    if (state === 'error') return graphqlError<gql.DataChartQuery>();
    const chart =
      state === 'missing'
        ? null
        : (dataCharts().find((c) => c.symbol === variables.symbol) ?? null);
    return HttpResponse.json({ data: withTypenames<gql.DataChartQuery>({ data_chart: chart }) });
  }),
  gqlApi.query<gql.DataSourceQuery, gql.DataSourceQueryVariables>('DataSource', ({ variables }) => {
    if (state === 'error') return graphqlError<gql.DataSourceQuery>();
    const source = dataSources().find((s) => s.symbol === variables.symbol);
    const data: gql.DataSourceQuery = {
      data_source: source
        ? { ...source, rows: source.symbol === 'cn-macro' ? macroRows() : [] }
        : null,
    };
    return HttpResponse.json({ data: withTypenames(data) });
  }),
  ...dataSourceListHandlers('full'),
];
