import { inArray } from 'drizzle-orm';
import { dataSources, dataTaskRuns } from '../../src/db/schema-data';
import type { AppContext } from '../../src/http/types';
import { createSource } from '../../src/services/data';
import type { StateSetup } from './states';

/**
 * Provider states of the API data tasks (issue #15, designed here): an API data source
 * `TASK-PACT` fetched daily, with one failed run recorded, and a custom data source
 * `TASK-PACT-CUSTOM` (no task), made afresh each time. The task's URL is a loopback address, which
 * the guard refuses (or which answers nothing), so a run made in verification fails quickly and
 * says why, without the network.
 */
export const dataTaskStates: Record<string, StateSetup> = {
  'an API data source with a task exists': async (ctx: AppContext) => {
    await ctx.db
      .delete(dataSources)
      .where(inArray(dataSources.symbol, ['TASK-PACT', 'TASK-PACT-CUSTOM']));
    const columns = [{ name: 'date' }, { name: 'close' }];
    const common = {
      columns,
      datetime_column: 'date',
      datetime_format: 'YYYY-MM-DD',
      unique_key: 'date',
      rows: [['2026-11-20', '7.11']],
    };
    const source = await createSource(ctx, {
      ...common,
      symbol: 'TASK-PACT',
      name: 'Pact API data',
      type: 'api',
      task_frequency: 1,
      task_frequency_unit: 'DAYS',
      input_type: 'json',
      source_code: "fetch('http://127.0.0.1:9/pact.json').then((r) => r.json())",
    });
    await createSource(ctx, {
      ...common,
      symbol: 'TASK-PACT-CUSTOM',
      name: 'Pact custom data',
      type: 'custom',
    });
    await ctx.db.insert(dataTaskRuns).values({
      source_id: source.id,
      started_at: ctx.now() - 86_400_000,
      duration_ms: 12,
      rows_fetched: 0,
      rows_added: 0,
      rows_updated: 0,
      error: 'The API answered HTTP 503',
      trigger: 'schedule',
    });
    ctx.counts.clear();
    return { sourceId: source.id };
  },
};
