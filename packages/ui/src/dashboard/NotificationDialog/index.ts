export * from './NotificationDialog';
