import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

const HOUR = 3_600_000;
const event = (title: string, at: number, extra: Record<string, unknown> = {}) => ({
  title,
  body: '<p>US payrolls</p><script>alert(1)</script>',
  display_time: at,
  country: 'US',
  event: 'Nonfarm Payrolls',
  importance: 'HIGH',
  forecast: '180K',
  previous: '175K',
  ...extra,
});

describe('calendar events', () => {
  it('creates events PUBLISHED at version 1, sanitised, with tags and channels', async () => {
    const at = server.clock.now + 2 * HOUR;
    const r = await op(server, token, 'CreateCalendarEvent', {
      input: event('美国非农就业', at, {
        tag_ids: ['0'],
        tag_relations: [{ id: '0', group: 'FINANCE_EVENT', k: 3 }],
      }),
    });
    expect(r.errors).toBeUndefined();
    const e = r.data.createCalendarEvent;
    expect(e).toMatchObject({
      status: 'PUBLISHED',
      version: 1,
      importance: 'HIGH',
      time_format: 'DATETIME',
      display_time: at,
      tag_relations: [{ id: '0', group: 'FINANCE_EVENT', k: 3 }],
    });
    expect(e.body).not.toContain('script');
    const got = await op(server, token, 'CalendarEvent', { id: e.id });
    expect(got.data.calendar_event.title).toBe('美国非农就业');
  });

  it('names the missing field with the spec message and writes nothing', async () => {
    const r = await op(server, token, 'CreateCalendarEvent', {
      input: event('  ', server.clock.now),
    });
    expect(r.errors![0]!.message).toBe('Please input title');
    expect(r.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 40001,
      errors: [{ field: 'title', rule: 'required', message: 'Please input title' }],
    });
    const body = await op(server, token, 'CreateCalendarEvent', {
      input: { ...event('CPI', server.clock.now), body: '' },
    });
    expect(body.errors![0]!.message).toBe('Please input body content');
  });

  it('creates a batch all or none, naming the item that failed', async () => {
    const before = await op(server, token, 'CalendarEvents', { first: 0 });
    const bad = await op(server, token, 'CreateCalendarEvents', {
      events: [
        event('A', server.clock.now),
        event('B', server.clock.now),
        event('', server.clock.now),
      ],
    });
    expect(bad.errors![0]!.extensions.errors[0]).toMatchObject({
      field: 'events[2].title',
      rule: 'required',
    });
    const unchanged = await op(server, token, 'CalendarEvents', { first: 0 });
    expect(unchanged.data.calendar_events.total_count).toBe(
      before.data.calendar_events.total_count,
    );
    const ok = await op(server, token, 'CreateCalendarEvents', {
      events: [
        event('A', server.clock.now + HOUR),
        event('B', server.clock.now + 3 * HOUR, { importance: 'LOW', country: 'CN' }),
      ],
    });
    expect(ok.data.createCalendarEvents.map((e: { title: string }) => e.title)).toEqual(['A', 'B']);
  });

  it('lists by time window (earliest first), importance, country and keyword', async () => {
    const r = await op(server, token, 'CalendarEvents', {
      start_time: server.clock.now,
      end_time: server.clock.now + 4 * HOUR,
      status: ['DRAFT', 'PUBLISHED'],
      first: 50,
    });
    const times = r.data.calendar_events.nodes.map((e: { display_time: number }) => e.display_time);
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const low = await op(server, token, 'CalendarEvents', {
      importance: ['LOW'],
      countries: ['CN'],
    });
    expect(low.data.calendar_events.nodes.map((e: { title: string }) => e.title)).toEqual(['B']);
    const kw = await op(server, token, 'CalendarEvents', { kw: 'nonfarm', first: 100 });
    expect(kw.data.calendar_events.total_count).toBeGreaterThanOrEqual(3);
  });

  it('edits with the version rule and deletes by status; a stale version writes nothing', async () => {
    const created = (
      await op(server, token, 'CreateCalendarEvent', { input: event('PMI', server.clock.now) })
    ).data.createCalendarEvent;
    const edited = await op(server, token, 'UpdateCalendarEvent', {
      id: created.id,
      version: 1,
      input: { actual: '52.1', importance: 'MEDIUM', forecast: null },
    });
    expect(edited.data.updateCalendarEvent).toMatchObject({
      version: 2,
      actual: '52.1',
      importance: 'MEDIUM',
      forecast: null,
      title: 'PMI',
    });
    const stale = await op(server, token, 'UpdateCalendarEvent', {
      id: created.id,
      version: 1,
      input: { title: 'overwritten' },
    });
    expect(stale.errors![0]!.extensions).toMatchObject({
      code: 'CONFLICT',
      status: 40009,
      current_version: 2,
    });
    expect(stale.errors![0]!.extensions.current.title).toBe('PMI');
    const nullTitle = await op(server, token, 'UpdateCalendarEvent', {
      id: created.id,
      version: 2,
      input: { title: null },
    });
    expect(nullTitle.errors![0]!.extensions.errors[0]).toMatchObject({
      field: 'title',
      rule: 'required',
    });
    const deleted = await op(server, token, 'DeleteCalendarEvent', { id: created.id, version: 2 });
    expect(deleted.data.updateCalendarEvent).toMatchObject({ status: 'DELETED', version: 3 });
    const visible = await op(server, token, 'CalendarEvents', {
      status: ['DRAFT', 'PUBLISHED'],
      first: 1000,
    });
    expect(visible.data.calendar_events.nodes.map((e: { id: string }) => e.id)).not.toContain(
      created.id,
    );
    const missing = await op(server, token, 'UpdateCalendarEvent', {
      id: '99999',
      version: 1,
      input: { title: 'x' },
    });
    expect(missing.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
  });
});

describe('calendar topics', () => {
  it('creates topics in their tabs, filters by tab and refuses an unknown id with "topic not found"', async () => {
    const treasury = await op(server, token, 'CreateCalendarTopic', {
      input: {
        name: '国债发行',
        period: 'monthly',
        tag_relations: [{ id: '0', group: 'TREASURY' }],
      },
    });
    expect(treasury.data.createCalendarTopic).toMatchObject({ status: 'PUBLISHED', version: 1 });
    await op(server, token, 'CreateCalendarTopic', {
      input: { name: 'FOMC', tag_relations: [{ id: '0', group: 'FAQ' }] },
    });
    await op(server, token, 'CreateCalendarTopic', {
      input: { name: 'Everywhere', tag_relations: [{ id: '0', group: 'ALL' }] },
    });
    const tab = await op(server, token, 'CalendarTopics', { group: 'TREASURY' });
    expect(tab.data.calendar_topics.nodes.map((t: { name: string }) => t.name)).toEqual([
      'Everywhere',
      '国债发行',
    ]);
    const all = await op(server, token, 'CalendarTopics', { group: 'ALL' });
    expect(all.data.calendar_topics.total_count).toBe(3);
    const missingName = await op(server, token, 'CreateCalendarTopic', { input: { name: '' } });
    expect(missingName.errors![0]!.message).toBe('Please input title first');
    const missing = await op(server, token, 'CalendarTopic', { id: '4242' });
    expect(missing.data.calendar_topic).toBeNull();
    expect(missing.errors![0]).toMatchObject({
      message: 'topic not found',
      extensions: { code: 'NOT_FOUND', status: 40004 },
    });
    const update = await op(server, token, 'UpdateCalendarTopic', {
      id: treasury.data.createCalendarTopic.id,
      version: 1,
      input: { description: 'Ministry of Finance', tag_relations: [{ id: '0', group: 'ROADMAP' }] },
    });
    expect(update.data.updateCalendarTopic).toMatchObject({
      version: 2,
      description: 'Ministry of Finance',
    });
    const stale = await op(server, token, 'UpdateCalendarTopic', {
      id: treasury.data.createCalendarTopic.id,
      version: 1,
      input: { name: 'x' },
    });
    expect(stale.errors![0]!.extensions.code).toBe('CONFLICT');
    const rows = (await server.ctx.db.execute(
      sql`select name from calendar_topics order by id`,
    )) as unknown as { rows: { name: string }[] };
    expect(rows.rows.map((r) => r.name)).toEqual(['国债发行', 'FOMC', 'Everywhere']);
  });
});
