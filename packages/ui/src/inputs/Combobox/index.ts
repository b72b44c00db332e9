export { Combobox, type ComboboxProps, type ComboboxValue } from './Combobox';
export { filterOptions, labelContains } from './filterOptions';
