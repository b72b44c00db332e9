export {
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  DateTimePicker,
  type DateTimePickerMode,
  type DateTimePickerProps,
} from './DateTimePicker';
