export * from './SkuFilters';
