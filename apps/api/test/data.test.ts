import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../src/seed/data';
import { parseDatetime } from '../src/services/data';
import { graphql, op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

/**
 * Data sources, groups and charts (issue #15, designed here): the demo sets, the table rules
 * (datetime column and format, unique key, one cell per column), the chart rules (columns of the
 * source, y axes), symbols unique, versioned updates, Admin-only writes, `code: 404` when missing.
 */
let server: TestServer;
let admin: string;
let editor: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedData(server.ctx);
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

const customSource = (symbol: string, rows: string[][]) => ({
  symbol,
  name: `${symbol} test`,
  type: 'CUSTOM',
  columns: [{ name: 'date' }, { name: 'value', title: 'Value' }],
  datetime_column: 'date',
  datetime_format: 'YYYY-MM-DD',
  unique_key: 'date',
  rows,
});

describe('data sources', () => {
  it('lists the demo sets by symbol and reads one with its rows in date order', async () => {
    const list = await op(server, editor, 'DataSources', { first: 10 });
    expect(list.errors).toBeUndefined();
    expect(list.data.data_sources.nodes.map((n: { symbol: string }) => n.symbol)).toEqual([
      'CPI',
      'LPR',
      'PMI',
      'SHCOMP',
    ]);
    const one = await op(server, editor, 'DataSource', { symbol: 'shcomp' });
    expect(one.data.data_source.row_count).toBe(10_000);
    expect(one.data.data_source.rows).toHaveLength(10_000);
    expect(one.data.data_source.rows[0][0] < one.data.data_source.rows[9999][0]).toBe(true);
    const kw = await op(server, editor, 'DataSources', { kw: 'loan' });
    expect(kw.data.data_sources.nodes.map((n: { symbol: string }) => n.symbol)).toEqual(['LPR']);
  });

  it('answers a missing source with code: 404 in the message', async () => {
    const r = await op(server, editor, 'DataSource', { symbol: 'NOPE' });
    expect(r.data.data_source).toBeNull();
    expect(r.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(r.errors?.[0]?.message).toContain('code: 404');
  });

  it('creates a source, sorting rows and refusing bad tables', async () => {
    const created = await op(server, admin, 'CreateDataSource', {
      input: customSource('T1', [
        ['2026-02-01', '2'],
        ['2026-01-01', '1'],
      ]),
    });
    expect(created.errors).toBeUndefined();
    expect(created.data.createDataSource.row_count).toBe(2);
    const read = await op(server, admin, 'DataSource', { symbol: 'T1' });
    expect(read.data.data_source.rows).toEqual([
      ['2026-01-01', '1'],
      ['2026-02-01', '2'],
    ]);

    const dup = await op(server, admin, 'CreateDataSource', { input: customSource('t1', []) });
    expect(dup.errors?.[0]?.extensions.code).toBe('DUPLICATE');

    const badDate = await op(server, admin, 'CreateDataSource', {
      input: customSource('T2', [['01/02/2026', '1']]),
    });
    expect(badDate.errors?.[0]?.message).toBe('Error data format');
    expect(badDate.errors?.[0]?.extensions.errors[0].field).toBe('rows[0]');

    const repeated = await op(server, admin, 'CreateDataSource', {
      input: customSource('T3', [
        ['2026-01-01', '1'],
        ['2026-01-01', '2'],
      ]),
    });
    expect(repeated.errors?.[0]?.extensions.errors[0].field).toBe('unique_key');

    const missing = await op(server, admin, 'CreateDataSource', {
      input: { ...customSource('T4', []), name: '  ' },
    });
    expect(missing.errors?.[0]?.message).toBe('This is a required field');
    const none = await op(server, admin, 'DataSources', { kw: 'T2' });
    expect(none.data.data_sources.total_count).toBe(0);
  });

  it('updates with the version, refuses a stale one and an editor', async () => {
    const read = await op(server, admin, 'DataSource', { symbol: 'CPI' });
    const { id, version } = read.data.data_source;
    const ok = await op(server, admin, 'UpdateDataSource', {
      id,
      version,
      input: { description: 'Edited' },
    });
    expect(ok.data.updateDataSource.version).toBe(version + 1);
    expect(ok.data.updateDataSource.row_count).toBe(read.data.data_source.row_count);
    const stale = await op(server, admin, 'UpdateDataSource', {
      id,
      version,
      input: { name: 'x' },
    });
    expect(stale.errors?.[0]?.message).toBe('This record was changed by someone else');
    const refused = await op(server, editor, 'UpdateDataSource', {
      id,
      version: version + 1,
      input: { name: 'x' },
    });
    expect(refused.errors?.[0]?.message).toBe('Permission not allowed');
  });
});

describe('data groups', () => {
  it('creates a group with sources, requires a name', async () => {
    const sources = await op(server, admin, 'DataSources', { kw: 'PMI' });
    const pmi = sources.data.data_sources.nodes[0];
    const created = await op(server, admin, 'CreateDataGroup', {
      input: { name: 'Surveys', source_ids: [pmi.id] },
    });
    expect(created.data.createDataGroup.sources.map((s: { symbol: string }) => s.symbol)).toEqual([
      'PMI',
    ]);
    const empty = await op(server, admin, 'CreateDataGroup', { input: { name: '' } });
    expect(empty.errors?.[0]?.message).toBe('This is a required field');
    const groups = await op(server, editor, 'DataGroups', {});
    expect(groups.data.data_groups.nodes.map((g: { name: string }) => g.name)).toEqual([
      'China macro',
      'Markets',
      'Surveys',
    ]);
  });
});

describe('data charts', () => {
  it('saves the demo SHCOMP chart as read (its 10,000-row table is not read for it); its source still gives rows when asked', async () => {
    const read = await op(server, admin, 'DataChart', { symbol: 'SHCOMP' });
    const c = read.data.data_chart;
    // The options as the designer sends them back (no __typename, the same content).
    const options = JSON.parse(JSON.stringify(c.options)) as Record<string, unknown>;
    const saved = await op(server, admin, 'UpdateDataChart', {
      id: c.id,
      version: c.version,
      input: { symbol: 'SHCOMP', title: c.title, source_symbol: 'SHCOMP', options },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateDataChart).toMatchObject({
      version: c.version + 1,
      source: { symbol: 'SHCOMP' },
    });
    const rows = await graphql(
      server,
      admin,
      'query($s: String!) { data_chart(symbol: $s) { source { row_count rows(first: 2, offset: 9998) } } }',
      { s: 'SHCOMP' },
    );
    expect(rows.errors).toBeUndefined();
    expect(rows.data.data_chart.source.row_count).toBe(10_000);
    expect(rows.data.data_chart.source.rows).toHaveLength(2);
  });

  it('reads the demo candlestick chart and refuses series on unknown columns or axes', async () => {
    const chart = await op(server, editor, 'DataChart', { symbol: 'SHCOMP' });
    expect(chart.errors).toBeUndefined();
    const c = chart.data.data_chart;
    expect(c.options.series[0]).toMatchObject({
      type: 'CANDLESTICK',
      open: 'open',
      close: 'close',
    });
    expect(c.options.elements.map((e: { kind: string }) => e.kind)).toEqual([
      'MARK_AREA',
      'MARK_POINT',
    ]);
    const options = {
      chart_type: 'LINE',
      axes: [
        { id: 'x', kind: 'X' },
        { id: 'left', kind: 'LEFT_Y' },
      ],
      series: [{ name: 'PMI', column: 'nope', type: 'LINE', axis: 'left' }],
    };
    const bad = await op(server, admin, 'CreateDataChart', {
      input: { symbol: 'PMI', title: 'PMI', source_symbol: 'PMI', options },
    });
    expect(bad.errors?.[0]?.extensions.errors[0].field).toBe('options.series[0].column');
    const badAxis = await op(server, admin, 'CreateDataChart', {
      input: {
        symbol: 'PMI',
        title: 'PMI',
        source_symbol: 'PMI',
        options: { ...options, series: [{ name: 'PMI', column: 'pmi', type: 'LINE', axis: 'x' }] },
      },
    });
    expect(badAxis.errors?.[0]?.extensions.errors[0].field).toBe('options.series[0].axis');
    const ok = await op(server, admin, 'CreateDataChart', {
      input: {
        symbol: 'PMI',
        title: 'PMI',
        source_symbol: 'PMI',
        options: {
          ...options,
          series: [{ name: 'PMI', column: 'pmi', type: 'LINE', axis: 'left' }],
        },
      },
    });
    expect(ok.data.createDataChart.options).toMatchObject({
      timezone: 'ASIA_SHANGHAI',
      tooltip: true,
    });
    const edited = await op(server, admin, 'UpdateDataChart', {
      id: ok.data.createDataChart.id,
      version: 1,
      input: { title: 'Manufacturing PMI' },
    });
    expect(edited.data.updateDataChart).toMatchObject({ title: 'Manufacturing PMI', version: 2 });
    const missing = await op(server, editor, 'DataChart', { symbol: 'NONE' });
    expect(missing.errors?.[0]?.message).toBe('Chart not found (code: 404)');
  });
});

describe('uploaded files', () => {
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

  it('reads a CSV file with its header row', async () => {
    const r = await op(server, admin, 'ParseDataFile', {
      file_name: 'gdp.csv',
      content_base64: b64('\uFEFFdate,gdp\n2026-01,1.5\n2026-02,\n'),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.parseDataFile).toEqual({
      sheets: [],
      sheet: null,
      columns: ['date', 'gdp'],
      rows: [
        ['2026-01', '1.5'],
        ['2026-02', null],
      ],
    });
  });

  it('reads the sheets of a spreadsheet, dates as text', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Notes').addRow(['about']);
    const sheet = book.addWorksheet('Monthly');
    sheet.addRow(['date', 'value']);
    sheet.addRow([new Date(Date.UTC(2026, 0, 1)), 3.2]);
    const content_base64 = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const r = await op(server, admin, 'ParseDataFile', {
      file_name: 'book.xlsx',
      content_base64,
      sheet: 'Monthly',
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.parseDataFile).toMatchObject({
      sheets: ['Notes', 'Monthly'],
      sheet: 'Monthly',
      columns: ['date', 'value'],
      rows: [['2026-01-01', '3.2']],
    });
    const unknown = await op(server, admin, 'ParseDataFile', {
      file_name: 'book.xlsx',
      content_base64,
      sheet: 'Nope',
    });
    expect(unknown.errors?.[0]?.extensions.errors[0].field).toBe('sheet');
  });

  it('refuses another type and a normal user', async () => {
    const other = await op(server, admin, 'ParseDataFile', {
      file_name: 'notes.pdf',
      content_base64: b64('%PDF'),
    });
    expect(other.errors?.[0]?.message).toBe('Error data format');
    const editorTry = await op(server, editor, 'ParseDataFile', {
      file_name: 'a.csv',
      content_base64: b64('a\n1'),
    });
    expect(editorTry.errors?.[0]?.message).toBe('Permission not allowed');
  });
});

describe('datetime formats', () => {
  it('reads each format as China time', () => {
    expect(parseDatetime('2026-01-02', 'YYYY-MM-DD')).toBe(Date.UTC(2026, 0, 1, 16));
    expect(parseDatetime('2026/01/02', 'YYYY/MM/DD')).toBe(Date.UTC(2026, 0, 1, 16));
    expect(parseDatetime('2026-02', 'YYYY-MM')).toBe(Date.UTC(2026, 0, 31, 16));
    expect(parseDatetime('2026-02-30', 'YYYY-MM-DD')).toBeNull();
    expect(parseDatetime('1700000000', 'X')).toBe(1_700_000_000_000);
  });
});
