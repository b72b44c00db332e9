export * from './names';
export * from './OrderFilters';
export * from './OrderTable';
export * from './SkuTable';
export * from './SkuFilters';
