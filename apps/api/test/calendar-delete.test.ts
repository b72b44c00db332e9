import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { op } from './graphql-helpers';
import { signIn, startTestServer, type TestServer } from './harness';

/**
 * Deleting calendars and event templates, and the unit an event copies from its template (#12,
 * designed here). Events made from a calendar are never lost silently: the deletion is refused
 * while one of them is live.
 */
let server: TestServer;
let admin: string;
let editor: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin');
  editor = await signIn(server, 'editor');
});
afterAll(() => server.cleanup());

type Ref = { id: string; version: number };

async function calendar(name: string): Promise<Ref> {
  const r = await op(server, admin, 'CreateCalendar', { input: { name } });
  expect(r.errors).toBeUndefined();
  return r.data.createCalendar;
}

async function template(calendar_id: string, unit: string | null = '%'): Promise<Ref> {
  const r = await op(server, admin, 'CreateCalendarTemplate', {
    input: { calendar_id, title_pattern: 'CPI {date}', body: '<p>CPI</p>', unit },
  });
  expect(r.errors).toBeUndefined();
  return r.data.createCalendarTemplate;
}

describe('event units', () => {
  it('copies the template unit into its events, and edits an event unit', async () => {
    const c = await calendar('Units calendar');
    const t = await template(c.id, 'K');
    const run = await op(server, editor, 'CreateEventsFromTemplate', {
      id: t.id,
      from_date: '2026-11-23',
      to_date: '2026-11-24',
      recurrence: 'DAILY',
    });
    expect(run.errors).toBeUndefined();
    const [first] = run.data.createEventsFromTemplate.created as Ref[];
    const read = await op(server, editor, 'CalendarEvent', { id: first!.id });
    expect(read.data.calendar_event.unit).toBe('K');
    const list = await op(server, editor, 'CalendarEventList', { calendar_ids: [c.id] });
    expect(list.data.calendar_events.nodes.map((e: { unit: string }) => e.unit)).toEqual([
      'K',
      'K',
    ]);
    const edited = await op(server, editor, 'UpdateCalendarEvent', {
      id: first!.id,
      version: first!.version,
      input: { unit: ' % ' },
    });
    expect(edited.data.updateCalendarEvent.unit).toBe('%');
    const cleared = await op(server, editor, 'UpdateCalendarEvent', {
      id: first!.id,
      version: 2,
      input: { unit: '' },
    });
    expect(cleared.data.updateCalendarEvent.unit).toBeNull();
  });

  it('creates an event with a unit and refuses a unit longer than 20', async () => {
    const input = { title: 'GDP', body: '<p>GDP</p>', display_time: 1_764_000_000_000 };
    const made = await op(server, editor, 'CreateCalendarEvent', {
      input: { ...input, unit: 'bn' },
    });
    expect(made.data.createCalendarEvent.unit).toBe('bn');
    const long = await op(server, editor, 'CreateCalendarEvent', {
      input: { ...input, unit: 'x'.repeat(21) },
    });
    expect(long.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(long.errors![0]!.message).toBe('unit must be at most 20 characters');
  });
});

describe('deleting', () => {
  it('deletes an empty calendar with its templates (Admin only, versioned)', async () => {
    const c = await calendar('Doomed calendar');
    const t = await template(c.id);
    const normal = await op(server, editor, 'DeleteCalendar', { id: c.id, version: 1 });
    expect(normal.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', status: 40003 });
    expect(normal.errors![0]!.message).toBe('Permission not allowed');
    const stale = await op(server, admin, 'DeleteCalendar', { id: c.id, version: 7 });
    expect(stale.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', current_version: 1 });
    expect(stale.errors![0]!.message).toBe('This record was changed by someone else');
    const gone = await op(server, admin, 'DeleteCalendar', { id: c.id, version: 1 });
    expect(gone.errors).toBeUndefined();
    expect(gone.data.deleteCalendar).toBe(c.id);
    const read = await op(server, admin, 'Calendar', { id: c.id });
    expect(read.errors![0]!.message).toBe('Calendar not found');
    const tpl = await op(server, admin, 'CalendarTemplate', { id: t.id });
    expect(tpl.errors![0]!.message).toBe('Template not found');
    const again = await op(server, admin, 'DeleteCalendar', { id: c.id, version: 1 });
    expect(again.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses while events made from it are live, and allows it once they are deleted', async () => {
    const c = await calendar('Busy calendar');
    const t = await template(c.id);
    const run = await op(server, editor, 'CreateEventsFromTemplate', {
      id: t.id,
      from_date: '2026-11-23',
      to_date: '2026-11-24',
      recurrence: 'DAILY',
    });
    const events = run.data.createEventsFromTemplate.created as Ref[];
    expect(events).toHaveLength(2);

    const cal = await op(server, admin, 'DeleteCalendar', { id: c.id, version: 1 });
    expect(cal.errors![0]!.message).toBe('Not available for deletion');
    expect(cal.errors![0]!.extensions).toMatchObject({
      code: 'FORBIDDEN',
      status: 40030,
      event_count: 2,
    });
    const tpl = await op(server, admin, 'DeleteCalendarTemplate', { id: t.id, version: 1 });
    expect(tpl.errors![0]!.extensions).toMatchObject({ status: 40030, event_count: 2 });
    // Nothing changed: both events and the template are still there.
    const list = await op(server, editor, 'CalendarEventList', { calendar_ids: [c.id] });
    expect(list.data.calendar_events.total_count).toBe(2);

    await op(server, editor, 'DeleteCalendarEvent', { id: events[0]!.id, version: 1 });
    const one = await op(server, admin, 'DeleteCalendarTemplate', { id: t.id, version: 1 });
    expect(one.errors![0]!.extensions).toMatchObject({ event_count: 1 });
    await op(server, editor, 'DeleteCalendarEvent', { id: events[1]!.id, version: 1 });

    const normal = await op(server, editor, 'DeleteCalendarTemplate', { id: t.id, version: 1 });
    expect(normal.errors![0]!.message).toBe('Permission not allowed');
    const stale = await op(server, admin, 'DeleteCalendarTemplate', { id: t.id, version: 3 });
    expect(stale.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT' });
    const ok = await op(server, admin, 'DeleteCalendarTemplate', { id: t.id, version: 1 });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.deleteCalendarTemplate).toBe(t.id);
    const after = await op(server, admin, 'Calendar', { id: c.id });
    expect(after.data.calendar.template_count).toBe(0);
    const cal2 = await op(server, admin, 'DeleteCalendar', { id: c.id, version: 1 });
    expect(cal2.errors).toBeUndefined();
  });
});
