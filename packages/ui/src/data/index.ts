export * from './DataList';
export * from './VirtualList';
