export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { rangeFromDays, parseRangeTexts, type DateRange } from './dateRangeModel';
