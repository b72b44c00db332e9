import { useEffect, useRef, type ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type UseControllerReturn,
} from 'react-hook-form';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { useFormRegistry } from '../Form/formContext';
import {
  buildValidate,
  fieldErrorMessage,
  validateOnSet,
  type FieldRule,
  type ValidateOn,
} from './rules';

export interface UseFormFieldOptions<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> {
  /** The field's path in the form's values (`title`, `items.0.name`). */
  name: TName;
  /** The form's control, for type checking of `name` (the field works without it inside a Form). */
  control?: Control<TValues>;
  /** The visible label, already translated (also names the field in the error summary). */
  label: ReactNode;
  /** Shows the required mark and fails an empty value with "This is a required field". */
  required?: boolean;
  /** Replaces the generic required message. */
  requiredMessage?: string;
  /** A text longer than this fails with the limit message (the control shows a counter). */
  limit?: number;
  /** Replaces the generic "Cannot be longer than {{limit}} characters". */
  limitMessage?: string;
  /** Custom rules by name: return `true`, or the (translated) message. */
  rules?: Record<string, FieldRule<FieldPathValue<TValues, TName>, TValues>>;
  /** When the field validates before a submit (default blur); after an error, on every change. */
  validateOn?: ValidateOn | readonly ValidateOn[];
  /** Help text under the control. */
  hint?: ReactNode;
  /** Disables the control; react-hook-form then leaves the field out of validation. */
  disabled?: boolean;
  /** The field's value when the form's default values do not set it. */
  defaultValue?: FieldPathValue<TValues, TName>;
}

/** The props every Newsdesk input takes, bound to a form field. */
export interface FormControlProps<V> {
  /** The field's path in the form's values. */
  name: string;
  /** The field's current value. */
  value: V;
  /** Sets the field's value (and validates it when the timing or an error asks for it). */
  onChange: (value: V) => void;
  /** Marks the field touched (and validates it on blur by default). */
  onBlur: () => void;
  /** Lets the form focus the control (the first invalid field after a failed submit). */
  ref: (instance: unknown) => void;
  /** The visible label, already translated. */
  label: ReactNode;
  /** Shows the required mark. */
  required: boolean | undefined;
  /** Whether the control is disabled. */
  disabled: boolean | undefined;
  /** Help text under the control. */
  hint: ReactNode;
  /** The field's translated error message, or undefined while valid. */
  error: string | undefined;
}

/**
 * Binds one field to react-hook-form: the rules (required, limit, custom), the timing of validation
 * (on change, on blur, initially; and on every change once the field shows an error), and the props
 * of a Newsdesk input with the translated message.
 */
export function useFormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  name,
  control,
  label,
  required,
  requiredMessage,
  limit,
  limitMessage,
  rules,
  validateOn,
  hint,
  disabled,
  defaultValue,
}: UseFormFieldOptions<TValues, TName>): {
  controlProps: FormControlProps<FieldPathValue<TValues, TName>>;
  controller: UseControllerReturn<TValues, TName>;
} {
  const { t } = useTranslation();
  const form = useFormContext<TValues>();
  const controller = useController<TValues, TName>({
    name,
    control: control ?? form.control,
    rules: {
      validate: buildValidate<FieldPathValue<TValues, TName>, TValues>({
        required: required ? (requiredMessage ?? true) : false,
        limit,
        limitMessage,
        validate: rules,
      }),
    },
    disabled,
    ...(defaultValue !== undefined ? { defaultValue } : {}),
  });
  const { field, fieldState } = controller;
  const modes = validateOnSet(validateOn);

  const registry = useFormRegistry();
  const labelRef = useRef<ReactNode>(label);
  useEffect(() => {
    labelRef.current = label;
  });
  useEffect(() => registry?.register(name, labelRef), [registry, name]);

  const initial = useRef(modes.has('initial'));
  useEffect(() => {
    if (initial.current) void form.trigger(name);
  }, [form, name]);

  return {
    controller,
    controlProps: {
      name: field.name,
      value: field.value,
      onChange: (value) => {
        field.onChange(value);
        if (modes.has('change') || fieldState.invalid) void form.trigger(name);
      },
      onBlur: () => {
        field.onBlur();
        if (modes.has('blur')) void form.trigger(name);
      },
      ref: field.ref,
      label,
      required,
      disabled: field.disabled,
      hint,
      error: fieldErrorMessage(fieldState.error, t, { limit }),
    },
  };
}
