import { eq, inArray } from 'drizzle-orm';
import {
  calendarEventOrigins,
  calendarEvents,
  calendarTemplates,
  calendars,
} from '../../src/db/schema';
import type { AppContext } from '../../src/http/types';
import { createCalendar, createTemplate } from '../../src/services/calendarConfig';
import type { StateSetup } from './states';

/**
 * Provider states of the calendars and event templates (#12, designed here): the calendar
 * "Pact calendar" (US, published at once) at version 1 with one template "Pact CPI {month}" at
 * version 1 and no events made from it; no calendar "Pact new calendar" (the one created).
 */
const NAME = 'Pact calendar';
const NEW_NAME = 'Pact new calendar';

/** Removes a calendar with its templates and the events made from them. */
async function remove(ctx: AppContext, id: number) {
  const origins = await ctx.db
    .select({ id: calendarEventOrigins.event_id })
    .from(calendarEventOrigins)
    .where(eq(calendarEventOrigins.calendar_id, id));
  await ctx.db.delete(calendarEventOrigins).where(eq(calendarEventOrigins.calendar_id, id));
  if (origins.length) {
    const ids = origins.map((o) => o.id);
    await ctx.db.delete(calendarEvents).where(inArray(calendarEvents.id, ids));
  }
  await ctx.db.delete(calendarTemplates).where(eq(calendarTemplates.calendar_id, id));
  await ctx.db.delete(calendars).where(eq(calendars.id, id));
}

async function freshCalendar(ctx: AppContext) {
  const old = await ctx.db
    .select({ id: calendars.id })
    .from(calendars)
    .where(inArray(calendars.name, [NAME, NEW_NAME]));
  for (const o of old) await remove(ctx, o.id);
  const calendar = await createCalendar(ctx, {
    name: NAME,
    country: 'US',
    kind: 'ECONOMIC',
    default_importance: 2,
    position: 0,
  });
  const template = await createTemplate(ctx, calendar.id, {
    title_pattern: 'Pact CPI {month}',
    event: 'CPI YoY',
    importance: 3,
    unit: '%',
    default_time: '20:30',
    body: '<p>Pact CPI</p>',
  });
  ctx.counts.invalidate('calendar_events');
  return { calendarId: calendar.id, templateId: template.id };
}

export const calendarConfigStates: Record<string, StateSetup> = {
  'a calendar with an event template exists': async (ctx) => freshCalendar(ctx),
};
