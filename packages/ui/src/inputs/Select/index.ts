export { Select, type OptionValue, type SelectOption, type SelectProps } from './Select';
