export * from './names';
export * from './OrderFilters';
export * from './OrderTable';
