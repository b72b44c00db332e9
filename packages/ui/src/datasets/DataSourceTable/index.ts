export * from './DataSourceTable';
