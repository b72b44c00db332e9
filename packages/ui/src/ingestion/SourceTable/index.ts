export { SourceTable, type SourceRowData, type SourceTableProps } from './SourceTable';
