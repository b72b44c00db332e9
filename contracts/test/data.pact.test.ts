/**
 * Data sources, data groups and data charts (issue #15): the GraphQL calls designed here, success
 * and failure. The request is what the console's Apollo client sends; the answer is derived from
 * the operation's selection set.
 */
import { gql } from '@newsdesk/api-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { newGraphqlPact, describeGraphqlCases, type GraphqlCase } from './graphql-support';

const { fromProviderState } = MatchersV3;
const pact = newGraphqlPact();
const ADMIN = 'an admin is signed in';
const EDITOR = 'an editor is signed in';
const stateId = (name: string, example: string) => fromProviderState(`\${${name}}`, example);

const DATA = 'data sets exist';
const badOffset = {
  message: 'offset must be 0 or more',
  code: 'BAD_USER_INPUT',
  status: 40001,
  data: null,
};
const conflict = {
  message: 'This record was changed by someone else',
  code: 'CONFLICT',
  status: 40009,
  data: null,
};
const sourceInput = (over: Record<string, unknown> = {}) => ({
  symbol: 'PACT-NEW',
  name: 'Pact new series',
  type: 'CUSTOM',
  columns: [{ name: 'date', title: 'Day' }, { name: 'close' }],
  datetime_column: 'date',
  datetime_format: 'YYYY-MM-DD',
  unique_key: 'date',
  task_frequency: 1,
  task_frequency_unit: 'DAYS',
  rows: [
    ['2026-11-19', '3010.5'],
    ['2026-11-20', '3021.7'],
  ],
  ...over,
});
const chartOptions = (column: string) => ({
  chart_type: 'LINE',
  timezone: 'ASIA_SHANGHAI',
  axes: [
    { id: 'x', kind: 'X', time_format: 'YYYY-MM' },
    { id: 'left', kind: 'LEFT_Y', title: 'Value', precision: 1 },
  ],
  series: [{ name: 'Value', column, type: 'LINE', axis: 'left', curve: 'SMOOTH' }],
  elements: [{ kind: 'MARK_LINE', series: 'Value', orientation: 'HORIZONTAL', start: 1.3 }],
});

const cases: GraphqlCase[] = [
  {
    doc: gql.ParseDataFileDocument,
    description: 'a CSV file read as a table',
    states: [ADMIN],
    variables: {
      file_name: 'pact.csv',
      content_base64: Buffer.from('date,value\n2026-10,1.4\n', 'utf8').toString('base64'),
    },
  },
  {
    doc: gql.ParseDataFileDocument,
    description: 'a file of another type',
    states: [ADMIN],
    variables: { file_name: 'pact.pdf', content_base64: 'JVBERg==' },
    error: { message: 'Error data format', code: 'BAD_USER_INPUT', status: 40001, data: null },
  },
  {
    doc: gql.DataSourcesDocument,
    description: 'the data sources matching a keyword',
    states: [EDITOR, DATA],
    variables: { first: 10, offset: 0, kw: 'pact' },
    expect: { values: { 'data_sources.nodes.symbol': 'PACT' } },
  },
  {
    doc: gql.DataSourcesDocument,
    description: 'the data sources from a negative offset',
    states: [EDITOR],
    variables: { first: 10, offset: -1 },
    error: badOffset,
  },
  {
    doc: gql.DataSourceDocument,
    description: 'a data source with its rows',
    states: [EDITOR, DATA],
    variables: { symbol: 'PACT', first: 10 },
    expect: { values: { 'data_source.symbol': 'PACT', 'data_source.row_count': 2 } },
  },
  {
    doc: gql.DataSourceDocument,
    description: 'a data source that does not exist',
    states: [EDITOR],
    variables: { symbol: 'NO-SUCH-SERIES', first: 10 },
    error: {
      message: 'Data source not found (code: 404)',
      code: 'NOT_FOUND',
      status: 40004,
      data: { data_source: null },
    },
  },
  {
    doc: gql.CreateDataSourceDocument,
    description: 'a new custom data source with its rows',
    states: [ADMIN, DATA],
    variables: { input: sourceInput() },
    expect: { values: { 'createDataSource.symbol': 'PACT-NEW', 'createDataSource.row_count': 2 } },
  },
  {
    doc: gql.CreateDataSourceDocument,
    description: 'a new data source whose dates do not read in its format',
    states: [ADMIN, DATA],
    variables: { input: sourceInput({ rows: [['19/11/2026', '3010.5']] }) },
    error: { message: 'Error data format', code: 'BAD_USER_INPUT', status: 40001, data: null },
  },
  {
    doc: gql.UpdateDataSourceDocument,
    description: 'an edit of a data source at its current version',
    states: [ADMIN, DATA],
    variables: {
      id: stateId('sourceId', '5'),
      version: 1,
      input: { name: 'Pact series, monthly', labels: ['pact'] },
    },
    expect: {
      values: { 'updateDataSource.name': 'Pact series, monthly', 'updateDataSource.version': 2 },
    },
  },
  {
    doc: gql.UpdateDataSourceDocument,
    description: 'an edit of a data source based on an old version',
    states: [ADMIN, DATA],
    variables: { id: stateId('sourceId', '5'), version: 99, input: { name: 'Stale' } },
    error: conflict,
  },
  {
    doc: gql.DataGroupsDocument,
    description: 'the data groups matching a keyword',
    states: [EDITOR, DATA],
    variables: { first: 10, offset: 0, kw: 'pact' },
    expect: { values: { 'data_groups.nodes.name': 'Pact group' } },
  },
  {
    doc: gql.DataGroupsDocument,
    description: 'the data groups from a negative offset',
    states: [EDITOR],
    variables: { first: 10, offset: -1 },
    error: badOffset,
  },
  {
    doc: gql.CreateDataGroupDocument,
    description: 'a new data group',
    states: [ADMIN, DATA],
    variables: { input: { name: 'Pact new group', description: 'Made by the pact' } },
    expect: { values: { 'createDataGroup.name': 'Pact new group' } },
  },
  {
    doc: gql.CreateDataGroupDocument,
    description: 'a new data group without a name',
    states: [ADMIN],
    variables: { input: { name: ' ' } },
    error: {
      message: 'This is a required field',
      code: 'BAD_USER_INPUT',
      status: 40001,
      data: null,
    },
  },
  {
    doc: gql.UpdateDataGroupDocument,
    description: 'an edit of a data group with its sources',
    states: [ADMIN, DATA],
    variables: {
      id: stateId('groupId', '3'),
      version: 1,
      input: { name: 'Pact group, edited', source_ids: [stateId('sourceId', '5')] },
    },
    expect: {
      values: { 'updateDataGroup.name': 'Pact group, edited', 'updateDataGroup.version': 2 },
    },
  },
  {
    doc: gql.UpdateDataGroupDocument,
    description: 'an edit of a data group by a normal user',
    states: [EDITOR, DATA],
    variables: { id: stateId('groupId', '3'), version: 1, input: { name: 'Nope' } },
    error: { message: 'Permission not allowed', code: 'FORBIDDEN', status: 40003, data: null },
  },
  {
    doc: gql.DataChartsDocument,
    description: 'the charts matching a keyword',
    states: [EDITOR, DATA],
    variables: { first: 10, offset: 0, kw: 'pact' },
    expect: { values: { 'data_charts.nodes.symbol': 'PACT' } },
  },
  {
    doc: gql.DataChartsDocument,
    description: 'the charts from a negative offset',
    states: [EDITOR],
    variables: { first: 10, offset: -1 },
    error: badOffset,
  },
  {
    doc: gql.DataChartDocument,
    description: 'a chart with its options',
    states: [EDITOR, DATA],
    variables: { symbol: 'PACT' },
    expect: { values: { 'data_chart.symbol': 'PACT', 'data_chart.source.symbol': 'PACT' } },
  },
  {
    doc: gql.DataChartDocument,
    description: 'a chart that does not exist',
    states: [EDITOR],
    variables: { symbol: 'NO-SUCH-CHART' },
    error: {
      message: 'Chart not found (code: 404)',
      code: 'NOT_FOUND',
      status: 40004,
      data: { data_chart: null },
    },
  },
  {
    doc: gql.CreateDataChartDocument,
    description: 'a new chart over a source',
    states: [ADMIN, DATA],
    variables: {
      input: {
        symbol: 'PACT-NEW-CHART',
        title: 'Pact new chart',
        source_symbol: 'PACT',
        options: chartOptions('value'),
      },
    },
    expect: { values: { 'createDataChart.symbol': 'PACT-NEW-CHART' } },
  },
  {
    doc: gql.CreateDataChartDocument,
    description: 'a new chart whose series reads a column the source does not have',
    states: [ADMIN, DATA],
    variables: {
      input: {
        symbol: 'PACT-BAD-CHART',
        title: 'Pact bad chart',
        source_symbol: 'PACT',
        options: chartOptions('volume'),
      },
    },
    error: { message: 'Error data format', code: 'BAD_USER_INPUT', status: 40001, data: null },
  },
  {
    doc: gql.UpdateDataChartDocument,
    description: 'an edit of a chart at its current version',
    states: [ADMIN, DATA],
    variables: { id: stateId('chartId', '2'), version: 1, input: { title: 'Pact chart, edited' } },
    expect: {
      values: { 'updateDataChart.title': 'Pact chart, edited', 'updateDataChart.version': 2 },
    },
  },
  {
    doc: gql.UpdateDataChartDocument,
    description: 'an edit of a chart based on an old version',
    states: [ADMIN, DATA],
    variables: { id: stateId('chartId', '2'), version: 99, input: { title: 'Stale' } },
    error: conflict,
  },
];

describeGraphqlCases('GraphQL: data sources, groups and charts (designed here)', pact, cases);
