import { sql } from 'drizzle-orm';
import { dataCharts, dataGroups, dataSources } from '../../src/db/schema-data';
import type { AppContext } from '../../src/http/types';
import { seedData } from '../../src/seed/data';
import { createChart, createGroup, createSource } from '../../src/services/data';
import type { StateSetup } from './states';

/**
 * Provider states of the data screens (issue #15, designed here): the demo sets, plus a source
 * `PACT`, a chart `PACT` over it and a group `Pact group`, made afresh at version 1 each time.
 */
async function pactData(ctx: AppContext) {
  await seedData(ctx);
  await ctx.db.delete(dataCharts).where(sql`lower(${dataCharts.symbol}) like 'pact%'`);
  await ctx.db.delete(dataSources).where(sql`lower(${dataSources.symbol}) like 'pact%'`);
  await ctx.db.delete(dataGroups).where(sql`${dataGroups.name} like 'Pact%'`);
  const group = await createGroup(ctx, { name: 'Pact group' });
  const source = await createSource(ctx, {
    symbol: 'PACT',
    name: 'Pact series',
    type: 'custom',
    columns: [
      { name: 'date', title: 'Month' },
      { name: 'value', title: 'Value' },
    ],
    datetime_column: 'date',
    datetime_format: 'YYYY-MM',
    unique_key: 'date',
    group_id: group.id,
    rows: [
      ['2026-09', '1.2'],
      ['2026-10', '1.4'],
    ],
  });
  const chart = await createChart(ctx, {
    symbol: 'PACT',
    title: 'Pact chart',
    source_symbol: 'PACT',
    options: {
      chart_type: 'LINE',
      axes: [
        { id: 'x', kind: 'X' },
        { id: 'left', kind: 'LEFT_Y' },
      ],
      series: [{ name: 'Value', column: 'value', type: 'LINE', axis: 'left' }],
    },
  });
  return { sourceId: source.id, groupId: group.id, chartId: chart.id };
}

export const dataStates: Record<string, StateSetup> = {
  'data sets exist': pactData,
};
