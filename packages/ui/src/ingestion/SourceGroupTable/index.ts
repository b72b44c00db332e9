export {
  SourceGroupTable,
  type SourceGroupRowData,
  type SourceGroupTableProps,
} from './SourceGroupTable';
