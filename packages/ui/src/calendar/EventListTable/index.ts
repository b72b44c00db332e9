export * from './EventListTable';
