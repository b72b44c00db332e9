export * from './EventForm';
