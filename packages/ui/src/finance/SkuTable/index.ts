export * from './SkuTable';
