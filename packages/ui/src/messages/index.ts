export * from './SysMessageEditor';
export * from './SysMessageFeed';
export * from './SysMessageList';
export * from './types';
export * from './useAudienceText';
