export * from './WeeklyEventList';
export { WEEKDAYS, chinaWeekStart, weekRows } from './weekModel';
export type { Weekday, WeekDayRow, WeeklyEvent } from './weekModel';
