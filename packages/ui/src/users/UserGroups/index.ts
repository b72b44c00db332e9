export * from './UserGroupForm';
export * from './UserGroupTable';
