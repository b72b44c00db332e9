export * from './DataList';
export * from './VirtualList';
export * from './VirtualTable';
