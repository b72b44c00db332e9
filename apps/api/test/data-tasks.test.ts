import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSources } from '../src/db/schema-data';
import {
  mergeRows,
  NO_TASK,
  readTaskRows,
  runDueDataTasks,
  taskTimeAfter,
  taskUrl,
} from '../src/services/dataTasks';
import { op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

/**
 * API data tasks (issue #15, designed here): an API data source with a task frequency is fetched
 * by the scheduler when its time comes (a fake clock moves it there), its rows merged by key, and
 * every run recorded (time, duration, rows, error); an admin can run it now. A local fixture API
 * on an allow-listed address plays the data provider.
 */
let api: Server;
let base: string;
let server: TestServer;
let admin: string;
let editor: string;
/** What the fixture API answers at /daily.json (and as CSV at /daily.csv). */
let daily: { date: string; close: number }[] = [];
let status = 200;

const MINUTE = 60_000;

beforeAll(async () => {
  api = createHttpServer((req, res) => {
    if (status !== 200) {
      res.writeHead(status);
      res.end('{}');
    } else if (req.url === '/daily.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ rows: daily }));
    } else if (req.url === '/daily.csv') {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end(`close,date\n${daily.map((d) => `${d.close},${d.date}`).join('\n')}\n`);
    } else if (req.url === '/broken') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"rows": [');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.CRAWLER_ALLOW_NETWORKS = '127.0.0.1/32';
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
});
afterAll(async () => {
  delete process.env.CRAWLER_ALLOW_NETWORKS;
  await server.cleanup();
  await new Promise((r) => api.close(r));
});

const apiSource = (symbol: string, over: Record<string, unknown> = {}) => ({
  symbol,
  name: `${symbol} daily`,
  type: 'API',
  columns: [{ name: 'date' }, { name: 'close' }],
  datetime_column: 'date',
  datetime_format: 'YYYY-MM-DD',
  unique_key: 'date',
  task_frequency: 5,
  task_frequency_unit: 'MINUTES',
  input_type: 'json',
  source_code: `fetch('${base}/daily.json').then((r) => r.json())`,
  rows: [
    ['2026-11-19', '7.10'],
    ['2026-11-20', '7.11'],
  ],
  ...over,
});

const task = async (symbol: string) => {
  const r = await op(server, editor, 'DataTaskRuns', { symbol });
  expect(r.errors).toBeUndefined();
  return r.data.data_source;
};
const table = async (symbol: string) =>
  (await op(server, editor, 'DataSource', { symbol })).data.data_source;

describe('the task frequency', () => {
  it('counts minutes to weeks as lengths and months to years on the China calendar', () => {
    const t = Date.UTC(2026, 0, 31, 2, 0); // 2026-01-31 10:00 China time
    expect(taskTimeAfter(t, 5, 'MINUTES')).toBe(t + 5 * MINUTE);
    expect(taskTimeAfter(t, 2, 'HOURS')).toBe(t + 2 * 60 * MINUTE);
    expect(taskTimeAfter(t, 1, 'DAYS')).toBe(t + 24 * 60 * MINUTE);
    expect(taskTimeAfter(t, 1, 'WEEKS')).toBe(t + 7 * 24 * 60 * MINUTE);
    expect(taskTimeAfter(t, 1, 'MONTHS')).toBe(Date.UTC(2026, 1, 28, 2, 0));
    expect(taskTimeAfter(t, 1, 'QUARTERS')).toBe(Date.UTC(2026, 3, 30, 2, 0));
    expect(taskTimeAfter(t, 2, 'YEARS')).toBe(Date.UTC(2028, 0, 31, 2, 0));
    // 2026-11-30 23:00 UTC is already 1 December in China.
    expect(taskTimeAfter(Date.UTC(2026, 10, 30, 23, 0), 1, 'MONTHS')).toBe(
      Date.UTC(2026, 11, 31, 23, 0),
    );
  });

  it('fetches the first URL of the source code', () => {
    expect(taskUrl("fetch('https://quotes.example/SHCOMP.json').then((r) => r.json())")).toBe(
      'https://quotes.example/SHCOMP.json',
    );
    expect(taskUrl('return rows;')).toBeNull();
    expect(taskUrl(null)).toBeNull();
  });

  it('reads JSON rows as arrays or objects, and CSV by the header', () => {
    const cols = ['date', 'close'];
    expect(readTaskRows('[["2026-11-20", 7.1]]', 'json', cols)).toEqual([['2026-11-20', '7.1']]);
    expect(readTaskRows('{"data":[{"close":7.1,"date":"2026-11-20"}]}', null, cols)).toEqual([
      ['2026-11-20', '7.1'],
    ]);
    expect(readTaskRows('close,date\n7.1,2026-11-20\n', 'CSV', cols)).toEqual([
      ['2026-11-20', '7.1'],
    ]);
    expect(() => readTaskRows('{"x":1}', 'json', cols)).toThrow('Error data format');
    expect(() => readTaskRows('[["2026-11-20"]]', 'json', cols)).toThrow(
      'Row 1: Error data format',
    );
    expect(() => readTaskRows('date\n2026-11-20\n', 'csv', cols)).toThrow('no column close');
  });

  it('merges by the unique key, else by the datetime column, in date order', () => {
    const source = {
      columns: [
        { name: 'date', title: null },
        { name: 'close', title: null },
      ],
      datetime_column: 'date',
      datetime_format: 'YYYY-MM-DD',
      unique_key: null,
    };
    const merged = mergeRows(
      source,
      [
        ['2026-11-19', '1'],
        ['2026-11-20', '2'],
      ],
      [
        ['2026-11-21', '3'],
        ['2026-11-18', '0'],
        ['2026-11-20', '2.5'],
        ['2026-11-19', '1'],
      ],
    );
    expect(merged).toEqual({
      rows: [
        ['2026-11-18', '0'],
        ['2026-11-19', '1'],
        ['2026-11-20', '2.5'],
        ['2026-11-21', '3'],
      ],
      added: 2,
      updated: 1,
    });
    expect(() => mergeRows(source, [], [['20 Nov', '1']])).toThrow('Row 1: Error data format');
    expect(() => mergeRows({ ...source, datetime_column: null }, [], [])).toThrow(
      'The source has no datetime column and format',
    );
  });
});

describe('API data tasks', () => {
  it('runs an API source on its frequency, merging the rows and recording each run', async () => {
    daily = [
      { date: '2026-11-20', close: 7.12 },
      { date: '2026-11-23', close: 7.13 },
      { date: '2026-11-24', close: 7.14 },
    ];
    const created = await op(server, admin, 'CreateDataSource', { input: apiSource('FX') });
    expect(created.errors).toBeUndefined();
    const before = await task('FX');
    expect(before.task_next_run_at).toBe(server.clock.now + 5 * MINUTE);
    expect(before.task_runs).toEqual([]);

    // Not due yet: the scheduler leaves it.
    expect(await runDueDataTasks.run(server.ctx)).toBe(0);
    server.clock.advance(5 * MINUTE);
    const due = server.clock.now;
    await server.scheduler.tick();
    const after = await task('FX');
    expect(after.task_runs).toHaveLength(1);
    expect(after.task_runs[0]).toMatchObject({
      started_at: due,
      rows_fetched: 3,
      rows_added: 2,
      rows_updated: 1,
      error: null,
      trigger: 'SCHEDULE',
    });
    expect(after.task_runs[0].duration_ms).toBeGreaterThanOrEqual(0);
    expect(after.task_next_run_at).toBe(due + 5 * MINUTE);
    const read = await table('FX');
    expect(read.rows).toEqual([
      ['2026-11-19', '7.10'],
      ['2026-11-20', '7.12'],
      ['2026-11-23', '7.13'],
      ['2026-11-24', '7.14'],
    ]);
    expect(read.row_count).toBe(4);
    expect(read.version).toBe(created.data.createDataSource.version + 1);

    // Claimed once: ticking again at the same time runs nothing.
    expect(await runDueDataTasks.run(server.ctx)).toBe(0);

    // The next time: the same answer adds and changes nothing (and the version stays).
    server.clock.advance(5 * MINUTE);
    expect(await runDueDataTasks.run(server.ctx)).toBe(1);
    const again = await task('FX');
    expect(again.task_runs.map((r: { rows_added: number }) => r.rows_added)).toEqual([0, 2]);
    expect(again.task_runs[0]).toMatchObject({ rows_fetched: 3, rows_updated: 0, error: null });
    expect((await table('FX')).version).toBe(read.version);
  });

  it('records a failed run with its reason and changes nothing', async () => {
    const before = await table('FX');
    status = 500;
    try {
      const r = await op(server, admin, 'RunDataTask', { symbol: 'FX' });
      expect(r.errors).toBeUndefined();
      expect(r.data.runDataTask).toMatchObject({
        trigger: 'MANUAL',
        error: 'The API answered HTTP 500',
        rows_fetched: 0,
        rows_added: 0,
      });
    } finally {
      status = 200;
    }
    await op(server, admin, 'UpdateDataSource', {
      id: before.id,
      version: before.version,
      input: { source_code: `${base}/broken` },
    });
    const broken = await op(server, admin, 'RunDataTask', { symbol: 'FX' });
    expect(broken.data.runDataTask.error).toMatch(/^Error data format/);
    const after = await table('FX');
    expect(after.rows).toEqual(before.rows);
    expect((await task('FX')).task_runs[0].error).toMatch(/^Error data format/);
  });

  it('refuses a loopback API unless the allow-list permits it', async () => {
    await op(server, admin, 'CreateDataSource', {
      input: apiSource('FXCSV', { input_type: 'csv', source_code: `${base}/daily.csv` }),
    });
    delete process.env.CRAWLER_ALLOW_NETWORKS;
    try {
      const refused = await op(server, admin, 'RunDataTask', { symbol: 'FXCSV' });
      expect(refused.data.runDataTask.error).toMatch(/not allowed|refused|private|loopback/i);
      expect(refused.data.runDataTask.rows_fetched).toBe(0);
    } finally {
      process.env.CRAWLER_ALLOW_NETWORKS = '127.0.0.1/32';
    }
    const csv = await op(server, admin, 'RunDataTask', { symbol: 'FXCSV' });
    expect(csv.data.runDataTask).toMatchObject({
      error: null,
      rows_fetched: 3,
      rows_added: 2,
      rows_updated: 1,
    });
  });

  it('takes a source off the schedule when it loses its frequency or becomes custom data', async () => {
    const src = await table('FXCSV');
    const off = await op(server, admin, 'UpdateDataSource', {
      id: src.id,
      version: src.version,
      input: { task_frequency: null },
    });
    expect(off.errors).toBeUndefined();
    expect((await task('FXCSV')).task_next_run_at).toBeNull();
    const on = await op(server, admin, 'UpdateDataSource', {
      id: src.id,
      version: off.data.updateDataSource.version,
      input: { task_frequency: 2, task_frequency_unit: 'HOURS' },
    });
    expect((await task('FXCSV')).task_next_run_at).toBe(server.clock.now + 2 * 60 * MINUTE);
    await op(server, admin, 'UpdateDataSource', {
      id: src.id,
      version: on.data.updateDataSource.version,
      input: { type: 'CUSTOM' },
    });
    expect((await task('FXCSV')).task_next_run_at).toBeNull();
    const [row] = await server.ctx.db
      .select({ next: dataSources.task_next_run_at })
      .from(dataSources)
      .where(eq(dataSources.symbol, 'FXCSV'));
    expect(row!.next).toBeNull();
  });

  it('runs now for admins only, for API sources with a task, and says when the source is missing', async () => {
    const forbidden = await op(server, editor, 'RunDataTask', { symbol: 'FX' });
    expect(forbidden.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const custom = await op(server, admin, 'RunDataTask', { symbol: 'FXCSV' });
    expect(custom.errors?.[0]?.message).toBe(NO_TASK);
    const missing = await op(server, admin, 'RunDataTask', { symbol: 'NOPE' });
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(missing.errors?.[0]?.message).toContain('code: 404');
    const bad = await op(server, editor, 'DataTaskRuns', { symbol: 'FX', first: 51 });
    expect(bad.errors?.[0]?.message).toBe('first must be between 0 and 50');
  });
});
