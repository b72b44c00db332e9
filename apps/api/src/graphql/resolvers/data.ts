import type { GraphqlContext } from '..';
import { authorize, ROLE_ADMIN } from '../../auth/sessions';
import { ApiError } from '../../http/errors';
import {
  CHART_NOT_FOUND,
  chartBySymbol,
  createChart,
  createGroup,
  createSource,
  GROUP_NOT_FOUND,
  groupsByIds,
  listCharts,
  listGroups,
  listSources,
  MAX_ROWS,
  SOURCE_NOT_FOUND,
  sourceBySymbol,
  sourceHeadById,
  sourceHeadBySymbol,
  sourceRowsOf,
  sourcesOfGroups,
  updateChart,
  updateGroup,
  updateSource,
  type ChartInput,
  type ChartRow,
  type GroupInput,
  type GroupRow,
  type SourceHead,
  type SourceInput,
  type SourceRow,
} from '../../services/data';
import { parseDataFile } from '../../services/dataFile';
import { lastTaskRuns, runDataTaskNow, type TaskRunRow } from '../../services/dataTasks';
import { connection, idOf, idsOf, pageOf, type PageArgs } from '../util';
import type { ResolverMap } from '.';

/** Data sources, groups and charts (graphql/schema/data.graphql): designed here, issue #15. */
type Id = string | number;
type SourceArgs = Omit<SourceInput, 'group_id'> & { group_id?: Id | null };
type GroupArgs = Omit<GroupInput, 'source_ids'> & { source_ids?: Id[] | null };

const admin = (gql: GraphqlContext) => authorize(gql.user, [ROLE_ADMIN]);

const sourceInput = (i: SourceArgs): SourceInput => ({
  ...i,
  group_id:
    i.group_id === undefined || i.group_id === null
      ? i.group_id
      : idOf(i.group_id, 'group_id', GROUP_NOT_FOUND),
});

const groupInput = (i: GroupArgs): GroupInput => ({
  ...i,
  source_ids: i.source_ids ? idsOf(i.source_ids, 'source_ids') : i.source_ids,
});

export const dataResolvers: ResolverMap = {
  DataSourceType: { CUSTOM: 'custom', API: 'api' },

  DataSource: {
    columns: (s: SourceRow) => s.columns,
    async rows(
      s: SourceHead & { rows?: SourceRow['rows'] },
      a: { first?: number | null; offset?: number | null },
      gql: GraphqlContext,
    ) {
      const first = a.first ?? MAX_ROWS;
      const offset = a.offset ?? 0;
      if (!Number.isInteger(first) || first < 0 || first > MAX_ROWS) {
        throw ApiError.field('first', 'range', `first must be between 0 and ${MAX_ROWS}`);
      }
      if (!Number.isInteger(offset) || offset < 0) {
        throw ApiError.field('offset', 'range', 'offset must be 0 or more');
      }
      // A chart's source is read without its table; the rows are read when asked for.
      const rows = s.rows ?? (await sourceRowsOf(gql.ctx, s.id));
      return rows.slice(offset, offset + first);
    },
    task_runs(s: SourceHead, a: { first?: number | null }, gql: GraphqlContext) {
      const first = a.first ?? 10;
      if (!Number.isInteger(first) || first < 0 || first > 50) {
        throw ApiError.field('first', 'range', 'first must be between 0 and 50');
      }
      return lastTaskRuns(gql.ctx, s.id, first);
    },
    async group(s: SourceRow, _: unknown, gql: GraphqlContext) {
      if (s.group_id === null) return null;
      return (await groupsByIds(gql.ctx, [s.group_id]))[0] ?? null;
    },
  },
  DataTaskTrigger: { SCHEDULE: 'schedule', MANUAL: 'manual' },
  DataTaskRun: {
    id: (r: TaskRunRow) => r.id,
  },
  DataGroup: {
    sources: (g: GroupRow, _: unknown, gql: GraphqlContext) => sourcesOfGroups(gql.ctx, [g.id]),
  },
  DataChart: {
    async source(c: ChartRow, _: unknown, gql: GraphqlContext) {
      const found = await sourceHeadById(gql.ctx, c.source_id);
      if (!found) throw ApiError.notFound(SOURCE_NOT_FOUND);
      return found;
    },
    options: (c: ChartRow) => c.options,
  },

  Query: {
    async data_sources(
      _: unknown,
      a: PageArgs & { kw?: string | null; type?: string | null; group_id?: Id | null },
      gql: GraphqlContext,
    ) {
      const page = pageOf(a);
      const group_id =
        a.group_id === undefined || a.group_id === null
          ? null
          : idOf(a.group_id, 'group_id', GROUP_NOT_FOUND);
      const { rows, total } = await listSources(
        gql.ctx,
        { kw: a.kw, type: a.type, group_id },
        page,
      );
      return connection(page, rows, total);
    },
    data_source: (_: unknown, a: { symbol: string }, gql: GraphqlContext) =>
      sourceBySymbol(gql.ctx, a.symbol),
    async data_groups(_: unknown, a: PageArgs & { kw?: string | null }, gql: GraphqlContext) {
      const page = pageOf(a);
      const { rows, total } = await listGroups(gql.ctx, { kw: a.kw }, page);
      return connection(page, rows, total);
    },
    async data_charts(_: unknown, a: PageArgs & { kw?: string | null }, gql: GraphqlContext) {
      const page = pageOf(a);
      const { rows, total } = await listCharts(gql.ctx, { kw: a.kw }, page);
      return connection(page, rows, total);
    },
    data_chart: (_: unknown, a: { symbol: string }, gql: GraphqlContext) =>
      chartBySymbol(gql.ctx, a.symbol),
  },

  Mutation: {
    parseDataFile(
      _: unknown,
      a: { file_name: string; content_base64: string; sheet?: string | null },
      gql: GraphqlContext,
    ) {
      admin(gql);
      return parseDataFile(a.file_name, a.content_base64, a.sheet);
    },
    async runDataTask(_: unknown, a: { symbol: string }, gql: GraphqlContext) {
      admin(gql);
      return runDataTaskNow(gql.ctx, await sourceHeadBySymbol(gql.ctx, a.symbol));
    },
    createDataSource(_: unknown, a: { input: SourceArgs }, gql: GraphqlContext) {
      admin(gql);
      return createSource(gql.ctx, sourceInput(a.input));
    },
    updateDataSource(
      _: unknown,
      a: { id: Id; version: number; input: SourceArgs },
      gql: GraphqlContext,
    ) {
      admin(gql);
      return updateSource(
        gql.ctx,
        idOf(a.id, 'id', SOURCE_NOT_FOUND),
        a.version,
        sourceInput(a.input),
      );
    },
    createDataGroup(_: unknown, a: { input: GroupArgs }, gql: GraphqlContext) {
      admin(gql);
      return createGroup(gql.ctx, groupInput(a.input));
    },
    updateDataGroup(
      _: unknown,
      a: { id: Id; version: number; input: GroupArgs },
      gql: GraphqlContext,
    ) {
      admin(gql);
      return updateGroup(
        gql.ctx,
        idOf(a.id, 'id', GROUP_NOT_FOUND),
        a.version,
        groupInput(a.input),
      );
    },
    createDataChart(_: unknown, a: { input: ChartInput }, gql: GraphqlContext) {
      admin(gql);
      return createChart(gql.ctx, a.input);
    },
    updateDataChart(
      _: unknown,
      a: { id: Id; version: number; input: ChartInput },
      gql: GraphqlContext,
    ) {
      admin(gql);
      return updateChart(gql.ctx, idOf(a.id, 'id', CHART_NOT_FOUND), a.version, a.input);
    },
  },
};
