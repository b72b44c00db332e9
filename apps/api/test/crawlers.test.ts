import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAllowed } from '../src/crawler/fetchGuard';
import { crawlerRuns, externalItems } from '../src/db/schema';
import { runDueCrawlers } from '../src/services/crawlers';
import { op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

/**
 * Crawlers (issue #15, designed here): definitions validated (crontab, kinds, unique key, a
 * published source), the guard (private and loopback refused unless allow-listed, time limit,
 * size cap), extraction with CSS selectors and JSON paths, items deduplicated by key, every run
 * recorded, and the scheduler running a due crawler. A local fixture site plays the publisher.
 */
const FIXTURE_PORT = Number(process.env.CRAWLER_FIXTURE_PORT ?? 4890);
let site: Server;
let base: string;
let server: TestServer;
let token: string;
let sourceId: string;
let draftSourceId: string;
let news = [
  { id: 'a1', title: 'Rate decision', href: '/n/a1' },
  { id: 'a2', title: 'Open market operations', href: '/n/a2' },
];

const html = () =>
  `<html><body><ul>${news
    .map(
      (n) =>
        `<li class="item" data-id="${n.id}"><a href="${n.href}">${n.title}</a><time>2026-11-20T08:00:00Z</time></li>`,
    )
    .join('')}</ul></body></html>`;

beforeAll(async () => {
  site = createHttpServer((req, res) => {
    if (req.url === '/news') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html());
    } else if (req.url === '/api') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ data: { list: news.map((n) => ({ ...n, summary: `${n.title}.` })) } }),
      );
    } else if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('x'.repeat(3 * 1024 * 1024));
    } else if (req.url === '/slow') {
      setTimeout(() => res.end('<li class="item">late</li>'), 3000).unref();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => site.listen(FIXTURE_PORT, '127.0.0.1', r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  server = await startTestServer();
  token = await signIn(server, 'admin');
  const created = await op(server, token, 'CreateExternalSource', {
    input: { key: 'fixture', name: 'Fixture site', status: 'PUBLISHED' },
  });
  sourceId = created.data.createExternalSource.id;
  const draft = await op(server, token, 'CreateExternalSource', {
    input: { key: 'fixture-draft', name: 'Draft site', status: 'DRAFT' },
  });
  draftSourceId = draft.data.createExternalSource.id;
});
afterAll(async () => {
  delete process.env.CRAWLER_ALLOW_NETWORKS;
  await server?.cleanup();
  await new Promise((r) => site?.close(r));
});

const htmlCrawler = (over: Record<string, unknown> = {}) => ({
  key: 'fixture-news',
  name: 'Fixture news',
  url: `${base}/news`,
  schedule: '*/10 * * * *',
  extractor_kind: 'HTML',
  selector_kind: 'CSS',
  item_selector: 'li.item',
  fields: [
    { name: 'title', selector: 'a' },
    { name: 'url', selector: 'a', attribute: 'href' },
    { name: 'key', selector: '', attribute: 'data-id' },
    { name: 'time', selector: 'time' },
  ],
  source_id: sourceId,
  ...over,
});

describe('crawler definitions', () => {
  it('validates the crontab, the kinds, the key and the source, and shows the next five runs', async () => {
    const bad = await op(server, token, 'CreateCrawler', {
      input: htmlCrawler({ schedule: 'every minute' }),
    });
    expect(bad.errors?.[0]?.extensions.errors[0]).toMatchObject({
      field: 'schedule',
      rule: 'crontab',
    });
    const kinds = await op(server, token, 'CreateCrawler', {
      input: htmlCrawler({ selector_kind: 'JSONPATH' }),
    });
    expect(kinds.errors?.[0]?.extensions.errors[0]).toMatchObject({ field: 'selector_kind' });
    const unpublished = await op(server, token, 'CreateCrawler', {
      input: htmlCrawler({ key: 'draft-one', source_id: draftSourceId, enabled: true }),
    });
    expect(unpublished.errors?.[0]?.message).toBe('The source must be published first.');

    const ok = await op(server, token, 'CreateCrawler', { input: htmlCrawler() });
    expect(ok.errors).toBeUndefined();
    const c = ok.data.createCrawler;
    expect(c.status).toBe('ACTIVE');
    expect(c.next_runs).toHaveLength(5);
    expect(c.next_runs[1] - c.next_runs[0]).toBe(10 * 60_000);
    expect(c.next_run_at).toBeNull(); // not enabled
    const dup = await op(server, token, 'CreateCrawler', { input: htmlCrawler() });
    expect(dup.errors?.[0]?.extensions.code).toBe('DUPLICATE');

    const preview = await op(server, token, 'CrawlerSchedulePreview', { schedule: '0 9 * * 1-5' });
    expect(preview.data.crawler_schedule_preview).toHaveLength(5);
    // 09:00 China time is 01:00 UTC.
    for (const t of preview.data.crawler_schedule_preview)
      expect(new Date(t).getUTCHours()).toBe(1);
  });

  it('refuses the editor role', async () => {
    const editor = await signIn(server, 'editor');
    const r = await op(server, editor, 'CreateCrawler', { input: htmlCrawler({ key: 'x' }) });
    expect(r.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('the fetch guard', () => {
  it('refuses loopback, private and link-local addresses unless allow-listed', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '0.0.0.0',
    ]) {
      expect(addressAllowed(a, [])).toBe(false);
    }
    expect(addressAllowed('8.8.8.8', [])).toBe(true);
    expect(addressAllowed('127.0.0.1', ['127.0.0.1/32'])).toBe(true);
    expect(addressAllowed('::ffff:127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(addressAllowed('10.1.2.3', ['127.0.0.1/32'])).toBe(false);
  });

  it('records a refused fetch as a failed run, by address and by name', async () => {
    delete process.env.CRAWLER_ALLOW_NETWORKS;
    const trial = await op(server, token, 'TryCrawler', { input: htmlCrawler() });
    expect(trial.data.tryCrawler.error).toMatch(/private or loopback/);
    const byName = await op(server, token, 'TryCrawler', {
      input: htmlCrawler({ url: `http://localhost:${FIXTURE_PORT}/news` }),
    });
    expect(byName.data.tryCrawler.error).toMatch(/private or loopback/);
    expect(byName.data.tryCrawler.status).toBe(0);
  });

  it('caps the size and the time of a fetch', async () => {
    process.env.CRAWLER_ALLOW_NETWORKS = '127.0.0.1/32';
    const big = await op(server, token, 'TryCrawler', {
      input: htmlCrawler({ url: `${base}/big` }),
    });
    expect(big.data.tryCrawler.error).toMatch(/larger than 2097152 bytes/);
    const slow = await op(server, token, 'TryCrawler', {
      input: htmlCrawler({ url: `${base}/slow`, duration: 300 }),
    });
    expect(slow.data.tryCrawler.error).toMatch(/Timed out after 300 ms/);
    expect(slow.data.tryCrawler.duration_ms).toBeLessThan(2500);
  });
});

describe('running', () => {
  it('extracts with CSS selectors, stores items once by key, records each run', async () => {
    process.env.CRAWLER_ALLOW_NETWORKS = '127.0.0.1/32';
    const trial = await op(server, token, 'TryCrawler', { input: htmlCrawler() });
    expect(trial.data.tryCrawler.error).toBeNull();
    expect(trial.data.tryCrawler.status).toBe(200);
    expect(trial.data.tryCrawler.body).toContain('Rate decision');
    expect(trial.data.tryCrawler.items).toEqual([
      { title: 'Rate decision', url: '/n/a1', key: 'a1', time: '2026-11-20T08:00:00Z' },
      { title: 'Open market operations', url: '/n/a2', key: 'a2', time: '2026-11-20T08:00:00Z' },
    ]);

    const list = await op(server, token, 'Crawlers', { kw: 'fixture-news' });
    const crawler = list.data.crawlers.nodes[0];
    const first = await op(server, token, 'RunCrawler', { id: crawler.id });
    expect(first.data.runCrawler).toMatchObject({ items_found: 2, items_added: 2, error: null });
    news = [...news, { id: 'a3', title: 'CPI release', href: '/n/a3' }];
    const second = await op(server, token, 'RunCrawler', { id: crawler.id });
    expect(second.data.runCrawler).toMatchObject({ items_found: 3, items_added: 1, error: null });
    console.info(
      `[perf] crawler runs on the fixture site: ${first.data.runCrawler.items_found} found, ` +
        `${first.data.runCrawler.items_added} added in ${first.data.runCrawler.duration_ms} ms; ` +
        `then ${second.data.runCrawler.items_found} found, ${second.data.runCrawler.items_added} ` +
        `added in ${second.data.runCrawler.duration_ms} ms`,
    );
    const items = await server.ctx.db
      .select()
      .from(externalItems)
      .where(eq(externalItems.source_id, Number(sourceId)));
    expect(items.map((i) => i.title).sort()).toEqual(
      ['CPI release', 'Open market operations', 'Rate decision'].sort(),
    );
    expect(items.every((i) => i.display_time === Date.parse('2026-11-20T08:00:00Z'))).toBe(true);
    const detail = await op(server, token, 'Crawler', { id: crawler.id });
    expect(detail.data.crawler.runs).toHaveLength(2);
    expect(detail.data.crawler.last_run.items_added).toBe(1);
  });

  it('extracts with JSON paths', async () => {
    process.env.CRAWLER_ALLOW_NETWORKS = '127.0.0.1/32';
    const trial = await op(server, token, 'TryCrawler', {
      input: htmlCrawler({
        url: `${base}/{{path}}`,
        variables: [{ name: 'path', value: 'api' }],
        extractor_kind: 'JSON',
        selector_kind: 'JSONPATH',
        item_selector: '$.data.list[*]',
        fields: [
          { name: 'title', selector: '$.title' },
          { name: 'description', selector: '$.summary' },
          { name: 'key', selector: '$.id' },
        ],
      }),
    });
    expect(trial.data.tryCrawler.error).toBeNull();
    expect(trial.data.tryCrawler.items[0]).toEqual({
      title: 'Rate decision',
      description: 'Rate decision.',
      key: 'a1',
    });
  });

  it('runs an enabled crawler when its schedule comes, once per due time', async () => {
    process.env.CRAWLER_ALLOW_NETWORKS = '127.0.0.1/32';
    const created = await op(server, token, 'CreateCrawler', {
      input: htmlCrawler({ key: 'scheduled', enabled: true, schedule: '*/5 * * * *' }),
    });
    const c = created.data.createCrawler;
    expect(c.next_run_at).toBe(c.next_runs[0]);
    expect(await runDueCrawlers.run(server.ctx)).toBe(0);
    server.clock.advance(c.next_run_at - server.clock.now + 1);
    const t0 = performance.now();
    expect(await runDueCrawlers.run(server.ctx)).toBe(1);
    console.info(`scheduled crawler run took ${Math.round(performance.now() - t0)} ms`);
    expect(await runDueCrawlers.run(server.ctx)).toBe(0);
    const runs = await server.ctx.db
      .select()
      .from(crawlerRuns)
      .where(eq(crawlerRuns.crawler_id, Number(c.id)));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      trigger: 'schedule',
      items_found: 3,
      items_added: 0,
      error: null,
    });
    // Disabling takes it off the schedule.
    const off = await op(server, token, 'UpdateCrawler', {
      id: c.id,
      version: c.version,
      input: { enabled: false },
    });
    expect(off.data.updateCrawler.next_run_at).toBeNull();
  });
});
