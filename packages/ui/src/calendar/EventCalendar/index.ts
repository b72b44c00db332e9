export * from './EventCalendar';
