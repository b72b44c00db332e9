import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDate, daysOf, titleOf } from '../src/services/calendarConfig';
import { op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

/** Calendars and event templates (#12, designed here). */
let server: TestServer;
let admin: string;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

const GMT8 = 8 * 3_600_000;
type Cal = { id: string; version: number; name: string };

async function calendar(name: string, extra: Record<string, unknown> = {}): Promise<Cal> {
  const r = await op(server, admin, 'CreateCalendar', { input: { name, ...extra } });
  expect(r.errors).toBeUndefined();
  return r.data.createCalendar;
}

const template = (calendar_id: string, extra: Record<string, unknown> = {}) => ({
  calendar_id,
  title_pattern: '美国{month}月CPI年率',
  event: 'CPI YoY',
  body: '<p>CPI</p><script>alert(1)</script>',
  default_time: '20:30',
  ...extra,
});

describe('date helpers', () => {
  it('reads China dates and picks the days of a recurrence', () => {
    const mon = chinaDate('2026-11-23', 'from_date');
    expect(mon).toBe(Date.UTC(2026, 10, 23) - GMT8);
    expect(() => chinaDate('2026-02-30', 'from_date')).toThrow('Please input a date as YYYY-MM-DD');
    const sun = chinaDate('2026-11-29', 'to_date');
    expect(daysOf(mon, sun, 'WEEKDAYS')).toHaveLength(5);
    expect(daysOf(mon, sun, 'DAILY')).toHaveLength(7);
    expect(daysOf(mon, chinaDate('2026-12-31', 'to'), 'WEEKLY')).toHaveLength(6);
    expect(
      daysOf(chinaDate('2026-01-31', 'f'), chinaDate('2026-05-31', 't'), 'MONTHLY'),
    ).toHaveLength(3);
    expect(titleOf('{year}/{month}/{day} {date}', mon)).toBe('2026/11/23 2026-11-23');
  });
});

describe('calendars', () => {
  it('creates with defaults, lists by position and name with search and paging', async () => {
    const b = await calendar('Beta calendar', { position: 2, country: 'US' });
    expect(b).toMatchObject({
      kind: 'ECONOMIC',
      default_importance: 'LOW',
      default_time_format: 'DATETIME',
      auto_publish: true,
      position: 2,
      template_count: 0,
      version: 1,
    });
    await calendar('Alpha calendar', { position: 2, kind: 'HOLIDAY', auto_publish: false });
    await calendar('Zeta calendar', { position: 0 });
    const list = await op(server, editor, 'Calendars', { kw: 'calendar', first: 2 });
    expect(list.data.calendars.total_count).toBe(3);
    expect(list.data.calendars.nodes.map((c: Cal) => c.name)).toEqual([
      'Zeta calendar',
      'Alpha calendar',
    ]);
    expect(list.data.calendars.page_info.has_next_page).toBe(true);
    const us = await op(server, editor, 'Calendars', { countries: ['US'] });
    expect(us.data.calendars.nodes.map((c: Cal) => c.name)).toEqual(['Beta calendar']);
  });

  it('refuses a blank, repeated or unknown-country calendar and writes nothing', async () => {
    const before = (await op(server, admin, 'Calendars', { first: 0 })).data.calendars.total_count;
    const blank = await op(server, admin, 'CreateCalendar', { input: { name: '  ' } });
    expect(blank.errors![0]!.message).toBe('Please input title first');
    const repeat = await op(server, admin, 'CreateCalendar', { input: { name: 'beta CALENDAR' } });
    expect(repeat.errors![0]!.message).toBe('Repeat Calendar');
    expect(repeat.errors![0]!.extensions.code).toBe('DUPLICATE');
    const country = await op(server, admin, 'CreateCalendar', {
      input: { name: 'Mars', country: 'MARS' },
    });
    expect(country.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    const position = await op(server, admin, 'CreateCalendar', {
      input: { name: 'Far', position: -1 },
    });
    expect(position.errors![0]!.message).toBe('position must be between 0 and 9999');
    const after = (await op(server, admin, 'Calendars', { first: 0 })).data.calendars.total_count;
    expect(after).toBe(before);
  });

  it('keeps the config to Admins and edits with the version rule', async () => {
    const c = await calendar('Versioned');
    const refused = await op(server, editor, 'UpdateCalendar', {
      id: c.id,
      version: 1,
      input: { name: 'By editor' },
    });
    expect(refused.errors![0]!.message).toBe('Permission not allowed');
    const denied = await op(server, editor, 'CreateCalendar', { input: { name: 'Editor cal' } });
    expect(denied.errors![0]!.extensions.code).toBe('FORBIDDEN');
    const ok = await op(server, admin, 'UpdateCalendar', {
      id: c.id,
      version: 1,
      input: { name: 'Versioned 2', default_importance: 'HIGH', auto_publish: false },
    });
    expect(ok.data.updateCalendar).toMatchObject({ version: 2, default_importance: 'HIGH' });
    const stale = await op(server, admin, 'UpdateCalendar', {
      id: c.id,
      version: 1,
      input: { name: 'Lost' },
    });
    expect(stale.errors![0]!.message).toBe('This record was changed by someone else');
    const missing = await op(server, admin, 'Calendar', { id: '999999' });
    expect(missing.errors![0]!.message).toBe('Calendar not found');
    expect(missing.data.calendar).toBeNull();
  });
});

describe('event templates', () => {
  it('creates templates with the calendar defaults, edits them with the version rule', async () => {
    const c = await calendar('Templates', { country: 'CN', default_importance: 'HIGH' });
    const r = await op(server, editor, 'CreateCalendarTemplate', { input: template(c.id) });
    expect(r.errors).toBeUndefined();
    const t = r.data.createCalendarTemplate;
    expect(t).toMatchObject({ country: 'CN', importance: 'HIGH', default_time: '20:30' });
    expect(t.body).not.toContain('script');
    const bad = await op(server, editor, 'CreateCalendarTemplate', {
      input: template(c.id, { default_time: '25:00' }),
    });
    expect(bad.errors![0]!.message).toBe('Please input a time as HH:mm');
    const noTitle = await op(server, editor, 'CreateCalendarTemplate', {
      input: template(c.id, { title_pattern: '' }),
    });
    expect(noTitle.errors![0]!.message).toBe('Please input title');
    const noBody = await op(server, editor, 'CreateCalendarTemplate', {
      input: template(c.id, { body: '<p></p>' }),
    });
    expect(noBody.errors![0]!.message).toBe('Please input body content');
    const got = await op(server, editor, 'Calendar', { id: c.id });
    expect(got.data.calendar.template_count).toBe(1);
    expect(got.data.calendar.templates.map((x: { id: string }) => x.id)).toEqual([t.id]);
    const edited = await op(server, editor, 'UpdateCalendarTemplate', {
      id: t.id,
      version: 1,
      input: { unit: '%', importance: 'MEDIUM' },
    });
    expect(edited.data.updateCalendarTemplate).toMatchObject({ version: 2, unit: '%' });
    const stale = await op(server, editor, 'UpdateCalendarTemplate', {
      id: t.id,
      version: 1,
      input: { unit: 'K' },
    });
    expect(stale.errors![0]!.extensions.code).toBe('CONFLICT');
    const gone = await op(server, editor, 'CalendarTemplate', { id: '999999' });
    expect(gone.errors![0]!.message).toBe('Template not found');
  });

  it('makes events for a China date range once, drafts when the calendar does not publish', async () => {
    const c = await calendar('Drafts', { auto_publish: false, country: 'US' });
    const t = (await op(server, editor, 'CreateCalendarTemplate', { input: template(c.id) })).data
      .createCalendarTemplate;
    const run = await op(server, editor, 'CreateEventsFromTemplate', {
      id: t.id,
      from_date: '2026-11-23',
      to_date: '2026-11-29',
      recurrence: 'WEEKDAYS',
    });
    expect(run.errors).toBeUndefined();
    const created = run.data.createEventsFromTemplate.created;
    expect(created).toHaveLength(5);
    expect(created[0]).toMatchObject({
      title: '美国11月CPI年率',
      status: 'DRAFT',
      display_time: Date.UTC(2026, 10, 23, 20, 30) - GMT8,
    });
    const again = await op(server, editor, 'CreateEventsFromTemplate', {
      id: t.id,
      from_date: '2026-11-23',
      to_date: '2026-11-30',
      recurrence: 'DAILY',
    });
    expect(again.data.createEventsFromTemplate.created).toHaveLength(3);
    expect(again.data.createEventsFromTemplate.skipped).toBe(5);
    const list = await op(server, editor, 'CalendarEventList', { calendar_ids: [c.id] });
    expect(list.data.calendar_events.total_count).toBe(8);
    expect(list.data.calendar_events.nodes[0].calendar).toEqual({ id: c.id, name: 'Drafts' });
    const backwards = await op(server, editor, 'CreateEventsFromTemplate', {
      id: t.id,
      from_date: '2026-12-10',
      to_date: '2026-12-01',
    });
    expect(backwards.errors![0]!.message).toBe('The end date must not be before the start date');
    const tooMany = await op(server, editor, 'CreateEventsFromTemplate', {
      id: t.id,
      from_date: '2027-01-01',
      to_date: '2029-12-31',
      recurrence: 'DAILY',
    });
    expect(tooMany.errors![0]!.message).toBe('At most 500 events at once');
    const after = await op(server, editor, 'CalendarEventList', { calendar_ids: [c.id] });
    expect(after.data.calendar_events.total_count).toBe(8);
  });
});
