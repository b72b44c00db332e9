export * from './CrawlerForm';
export * from './CrawlerTable';
export * from './CrawlerTrial';
export * from './ExternalItemDetail';
export * from './ExternalItemTable';
export * from './SourceForm';
export * from './SourceGroupForm';
export * from './SourceGroupTable';
export * from './SourceTable';
export * from './SubSourceEditor';
export {
  IngestionFilters,
  type IngestionFiltersProps,
  type IngestionFiltersValue,
} from './shared/IngestionFilters';
export { INGESTION_STATUSES, IngestionStatusBadge, type IngestionStatus } from './shared/status';
export type { FieldRefusal } from './shared/useFormRefusal';
