export * from './DataSourceForm';
