export * from './CalendarConfigForm';
