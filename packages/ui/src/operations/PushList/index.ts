export { PushFilters, type PushFiltersProps, type PushFiltersValue } from './PushFilters';
export { isCancellablePush, PUSH_STATES, PushStatusBadge, type PushState } from './PushStatusBadge';
export { PushTable, type PushRowData, type PushTableProps } from './PushTable';
