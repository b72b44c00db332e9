export * from './SysMessageFilters';
export * from './SysMessageStateBadge';
export * from './SysMessageTable';
