export * from './CalendarTable';
export { CalBar, CalRoot, CalTable } from './CalendarTable.styles';
