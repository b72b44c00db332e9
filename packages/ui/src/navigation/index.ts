export * from './Tabs';
export * from './Pagination';
