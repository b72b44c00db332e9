export { Calendar, type CalendarProps, type CalendarRange } from './Calendar';
export {
  DAY_MS,
  chinaDayStart,
  isDayDisabled,
  limitProblem,
  monthGrid,
  parseChinaDateText,
  type DateLimits,
  type ParsedDateText,
} from './calendarModel';
