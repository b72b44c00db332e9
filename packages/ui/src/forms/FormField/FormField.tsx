import type { ReactNode } from 'react';
import type { FieldPath, FieldPathValue, FieldValues, UseControllerReturn } from 'react-hook-form';
import { useFormField, type FormControlProps, type UseFormFieldOptions } from './useFormField';

export interface FormFieldRenderProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> extends UseControllerReturn<TValues, TName> {
  /** Spread onto a Newsdesk input: value, onChange, onBlur, ref, label, required, hint, error… */
  controlProps: FormControlProps<FieldPathValue<TValues, TName>>;
}

export interface FormFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> extends UseFormFieldOptions<TValues, TName> {
  /** Renders the control with the bound props. */
  render: (props: FormFieldRenderProps<TValues, TName>) => ReactNode;
}

/**
 * One form field over react-hook-form, for any control: label with the required mark, the generic
 * messages ("This is a required field", the limit message), custom rules, validation on change, on
 * blur or initially. Use the field-specific wrappers (`FormTextInput`, `FormSelect`…) when they fit.
 *
 * ```tsx
 * <FormField name="kind" label="Kind" required render={({ controlProps }) => (
 *   <Select {...controlProps} options={kinds} />
 * )} />
 * ```
 */
export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  render,
  ...options
}: FormFieldProps<TValues, TName>) {
  const { controller, controlProps } = useFormField(options);
  return <>{render({ ...controller, controlProps })}</>;
}
