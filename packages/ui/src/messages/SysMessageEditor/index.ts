export * from './SysMessageEditor';
