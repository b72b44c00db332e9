import { ApiError, gql, isDuplicate } from '@newsdesk/api-client';
import { useCallback, useState } from 'react';
import { useGraphqlQuery } from './graphql';
import { mutate, sourceErrorMessage } from './sources';

/**
 * The data domain (operations §2 "data/sources, data/groups, data/charts", §3 Data source, Data
 * chart; issue #15): data sources with their tables, data groups and charts, read through Apollo's
 * cache and written with the GraphQL calls designed here. Errors map as operations §8 says for the
 * source and data services (a message holding `code: 404` shows the Chinese "not found" text).
 */
export type DataSourceSummary = gql.DataSourceSummaryFieldsFragment;
export type DataSourceDetail = NonNullable<gql.DataSourceQuery['data_source']>;
export type DataSourceInput = gql.DataSourceInput;
export type DataGroup = gql.DataGroupFieldsFragment;
export type DataChart = gql.DataChartFieldsFragment;
export type DataChartInput = gql.DataChartInput;
export type DataFileTable = gql.ParseDataFileMutation['parseDataFile'];

/** Lists of this area: 10 a page (operations §9). */
export const DATA_PAGE_SIZE = 10;
/** Pickers (groups, sources) read this many at once. */
const PICKER_SIZE = 200;

/** Operations §8 for the data service. */
export const dataErrorMessage = sourceErrorMessage;

/** A duplicate symbol refused by the server. */
export const isDuplicateSymbol = (error: unknown) => isDuplicate(error);

/** The first field a refusal names, with its message. */
export function dataFieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const first = error.fieldErrors[0];
  return first ? { field: first.field, message: first.message } : null;
}

function useWrite<A extends unknown[], R>(run: (...args: A) => Promise<R>) {
  const [pending, setPending] = useState(false);
  const call = useCallback(
    async (...args: A) => {
      setPending(true);
      try {
        return await run(...args);
      } finally {
        setPending(false);
      }
    },
    [run],
  );
  return { run: call, pending };
}

// ── Data sources ────────────────────────────────────────────────────────────

export interface DataSourceListQuery {
  page: number;
  kw: string;
  type: gql.DataSourceType | null;
  groupId: string | null;
}

export function useDataSourceList(q: DataSourceListQuery) {
  const read = useGraphqlQuery(gql.DataSourcesDocument, {
    first: DATA_PAGE_SIZE,
    offset: (q.page - 1) * DATA_PAGE_SIZE,
    ...(q.kw ? { kw: q.kw } : {}),
    ...(q.type ? { type: q.type } : {}),
    ...(q.groupId ? { group_id: q.groupId } : {}),
  });
  return {
    ...read,
    rows: read.data?.data_sources.nodes,
    total: read.data?.data_sources.total_count ?? 0,
  };
}

/** Data sources to pick from (a chart's source, a group's members), value = `valueOf`. */
export function useDataSourceOptions(valueOf: 'id' | 'symbol') {
  const read = useGraphqlQuery(gql.DataSourcesDocument, { first: PICKER_SIZE, offset: 0 });
  return (read.data?.data_sources.nodes ?? []).map((s) => ({
    value: valueOf === 'id' ? s.id : s.symbol,
    label: `${s.name} (${s.symbol})`,
  }));
}

/** One data source with its whole table; none for `null`. */
export function useDataSource(symbol: string | null) {
  const read = useGraphqlQuery(
    gql.DataSourceDocument,
    { symbol: symbol ?? '' },
    { enabled: !!symbol },
  );
  return { ...read, source: read.data?.data_source ?? null };
}

const SOURCE_LISTS = ['DataSources', 'DataSource', 'DataGroups', 'DataCharts'] as const;

export function useSaveDataSource() {
  const save = useCallback(
    async (v: { id: string | null; version: number; input: DataSourceInput }) => {
      if (v.id === null) {
        return (await mutate(gql.CreateDataSourceDocument, { input: v.input }, SOURCE_LISTS))
          .createDataSource;
      }
      return (
        await mutate(
          gql.UpdateDataSourceDocument,
          { id: v.id, version: v.version, input: v.input },
          SOURCE_LISTS,
        )
      ).updateDataSource;
    },
    [],
  );
  return useWrite(save);
}

/** The bytes of a file as base64 (what `parseDataFile` takes). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Reads an uploaded CSV file or spreadsheet on the server into a table (nothing is stored). */
export async function parseDataFile(file: File, sheet: string | null): Promise<DataFileTable> {
  const content_base64 = await base64Of(file);
  return (
    await mutate(
      gql.ParseDataFileDocument,
      { file_name: file.name, content_base64, ...(sheet ? { sheet } : {}) },
      [],
    )
  ).parseDataFile;
}

// ── API data tasks ──────────────────────────────────────────────────────────

export type DataTaskRun = gql.DataTaskRunFieldsFragment;

/** An API data source's task: its frequency, next run and latest runs; none for `null`. */
export function useDataTask(symbol: string | null) {
  const read = useGraphqlQuery(
    gql.DataTaskRunsDocument,
    { symbol: symbol ?? '', first: 10 },
    { enabled: !!symbol },
  );
  return { ...read, task: read.data?.data_source ?? null };
}

/** Runs a source's task now (admin); the run answered says whether it failed and why. */
export function useRunDataTask() {
  const run = useCallback(
    async (symbol: string) =>
      (await mutate(gql.RunDataTaskDocument, { symbol }, ['DataTaskRuns', 'DataSource']))
        .runDataTask,
    [],
  );
  return useWrite(run);
}

// ── Groups ──────────────────────────────────────────────────────────────────

export function useDataGroups() {
  const read = useGraphqlQuery(gql.DataGroupsDocument, { first: PICKER_SIZE, offset: 0 });
  return { ...read, rows: read.data?.data_groups.nodes };
}

export function useDataGroupOptions() {
  const { rows } = useDataGroups();
  return (rows ?? []).map((g) => ({ value: g.id, label: g.name }));
}

export function useSaveDataGroup() {
  const save = useCallback(async (v: { group: DataGroup | null; input: gql.DataGroupInput }) => {
    if (!v.group) {
      return (await mutate(gql.CreateDataGroupDocument, { input: v.input }, SOURCE_LISTS))
        .createDataGroup;
    }
    return (
      await mutate(
        gql.UpdateDataGroupDocument,
        { id: v.group.id, version: v.group.version, input: v.input },
        SOURCE_LISTS,
      )
    ).updateDataGroup;
  }, []);
  return useWrite(save);
}

// ── Charts ──────────────────────────────────────────────────────────────────

export function useDataChartList(q: { page: number; kw: string }) {
  const read = useGraphqlQuery(gql.DataChartsDocument, {
    first: DATA_PAGE_SIZE,
    offset: (q.page - 1) * DATA_PAGE_SIZE,
    ...(q.kw ? { kw: q.kw } : {}),
  });
  return {
    ...read,
    rows: read.data?.data_charts.nodes,
    total: read.data?.data_charts.total_count ?? 0,
  };
}

export function useDataChart(symbol: string | null) {
  const read = useGraphqlQuery(
    gql.DataChartDocument,
    { symbol: symbol ?? '' },
    { enabled: !!symbol },
  );
  return { ...read, chart: read.data?.data_chart ?? null };
}

const CHART_LISTS = ['DataCharts', 'DataChart'] as const;

export function useSaveDataChart() {
  const save = useCallback(async (v: { chart: DataChart | null; input: DataChartInput }) => {
    if (!v.chart) {
      return (await mutate(gql.CreateDataChartDocument, { input: v.input }, CHART_LISTS))
        .createDataChart;
    }
    return (
      await mutate(
        gql.UpdateDataChartDocument,
        { id: v.chart.id, version: v.chart.version, input: v.input },
        CHART_LISTS,
      )
    ).updateDataChart;
  }, []);
  return useWrite(save);
}
