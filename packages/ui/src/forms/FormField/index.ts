export { FormField, type FormFieldProps, type FormFieldRenderProps } from './FormField';
export { useFormField, type FormControlProps, type UseFormFieldOptions } from './useFormField';
export {
  buildValidate,
  exceedsLimit,
  fieldErrorMessage,
  isEmptyValue,
  type FieldRule,
  type FieldRules,
  type ValidateOn,
} from './rules';
