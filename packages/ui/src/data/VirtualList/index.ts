export { VirtualList, type VirtualListProps } from './VirtualList';
export { useVirtualRows, type ScrollMode, type VirtualRowsOptions } from './useVirtualRows';
