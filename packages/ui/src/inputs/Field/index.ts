export { Field, type FieldCounter, type FieldProps } from './Field';
export { useField, type FieldIds, type UseFieldOptions } from './useField';
