export * from './OrderFilters';
