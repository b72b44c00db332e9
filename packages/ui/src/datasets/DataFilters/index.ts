export * from './DataFilters';
