export * from './VirtualList';
export * from './VirtualTable';
