export * from './tokens';
export * from './theme';
export * from './preferences';
export * from './i18n';
export * from './provider';
