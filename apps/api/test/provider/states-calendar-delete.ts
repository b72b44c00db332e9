import { eq, inArray } from 'drizzle-orm';
import {
  calendarEventOrigins,
  calendarEvents,
  calendarTemplates,
  calendars,
} from '../../src/db/schema';
import type { AppContext } from '../../src/http/types';
import {
  createCalendar,
  createEventsFromTemplate,
  createTemplate,
} from '../../src/services/calendarConfig';
import type { StateSetup } from './states';

/**
 * Provider states of deleting calendars and templates and of event units (#12, designed here):
 * the calendar "Pact busy calendar" (US) at version 1 with the template "Pact GDP {date}" (unit
 * `%`) at version 1 and the two PUBLISHED events made from it on the China dates 2026-12-01 and
 * 2026-12-02 (unit `%`): neither the calendar nor the template may be deleted while they exist.
 */
const NAME = 'Pact busy calendar';

async function removeByName(ctx: AppContext, name: string) {
  const old = await ctx.db
    .select({ id: calendars.id })
    .from(calendars)
    .where(eq(calendars.name, name));
  for (const { id } of old) {
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
}

export const calendarDeleteStates: Record<string, StateSetup> = {
  'a calendar has live events made from its template': async (ctx) => {
    await removeByName(ctx, NAME);
    const calendar = await createCalendar(ctx, { name: NAME, country: 'US', auto_publish: true });
    const template = await createTemplate(ctx, calendar.id, {
      title_pattern: 'Pact GDP {date}',
      event: 'GDP QoQ',
      importance: 3,
      unit: '%',
      default_time: '20:30',
      body: '<p>Pact GDP</p>',
    });
    await createEventsFromTemplate(ctx, template.id, '2026-12-01', '2026-12-02', 'DAILY');
    ctx.counts.invalidate('calendar_events');
    return { calendarId: calendar.id, templateId: template.id };
  },
};
