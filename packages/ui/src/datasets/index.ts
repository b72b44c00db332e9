// Data sources, data groups and data charts (operations §2 "Sources, data, AI", §3 Data source,
// Data chart): the tables, the source form with the uploaded table's preview, the group editor, the
// chart on nivo and the chart designer. Texts in the `data` message area.
export * from './ChartDesigner';
export * from './DataChart';
export * from './DataChartTable';
export * from './DataFilters';
export * from './DataGroupEditor';
export * from './DataSourceForm';
export * from './DataSourceTable';
export * from './DataTaskRuns';
export * from './TablePreview';
export { formatInZone, parseDatetime } from './shared/datetime';
export * from './shared/types';
