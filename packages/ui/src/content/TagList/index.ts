export * from './TagForm';
export * from './TagTable';
export * from './tagForm';
export * from './types';
export * from './TagContents';
export * from './TagChannelAdd';
