export {
  VideoTable,
  type VideoAction,
  type VideoRowData,
  type VideoTableProps,
} from './VideoTable';
export {
  VideoFilters,
  type VideoFiltersProps,
  type VideoFiltersValue,
  type VideoStatusFilter,
} from './VideoFilters';
