export * from './UserFilters';
export * from './UserTable';
