export * from './PushDialog';
