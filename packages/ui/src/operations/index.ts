export * from './KvEditor';
export * from './KvList';
export * from './PushDetail';
export * from './PushEditor';
export * from './PushList';
export * from './OpsSettings';
