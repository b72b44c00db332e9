export * from './DataChartTable';
