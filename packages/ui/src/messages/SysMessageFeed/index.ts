export * from './SysMessageFeed';
