import { reports } from '../../src/db/schema';
import type { StateSetup } from './states';

/** Provider states of roadshows and reports (#11); documented in contracts/provider-states.md. */
export const roadshowStates: Record<string, StateSetup> = {
  'a report exists': async (ctx) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(reports)
      .values({
        title: 'Semiconductor outlook 2027',
        url: 'u20261125-outlook.pdf',
        extension: 'pdf',
        summary: 'Demand, capacity and prices.',
        markdown: '# Outlook',
        vip_visibility: 0,
        display_time: now,
        status: 'published',
        created_at: now,
        updated_at: now,
      })
      .returning({ id: reports.id });
    ctx.counts.invalidate('reports');
    return { reportId: row!.id };
  },
};
