export * from './PushDetail';
export * from './PushEditor';
export * from './PushList';
