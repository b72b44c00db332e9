export { DataList, type DataListColumn, type DataListProps } from './DataList';
export { DataListPager, type DataListPagerProps } from './DataListPager';
export { selectionState, toggleAll, toggleId, type SelectionState } from './selection';
