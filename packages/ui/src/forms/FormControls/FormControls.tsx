import type { FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../../inputs/Checkbox';
import { Combobox, type ComboboxProps, type ComboboxValue } from '../../inputs/Combobox';
import {
  DateRangePicker,
  type DateRange,
  type DateRangePickerProps,
} from '../../inputs/DateRangePicker';
import { DateTimePicker, type DateTimePickerProps } from '../../inputs/DateTimePicker';
import { RadioGroup, type RadioGroupProps, type RadioValue } from '../../inputs/RadioGroup';
import { Select, type OptionValue, type SelectProps } from '../../inputs/Select';
import { Switch, type SwitchProps } from '../../inputs/Switch';
import { TagInput, type TagInputProps } from '../../inputs/TagInput';
import { TextArea, type TextAreaProps } from '../../inputs/TextArea';
import { TextInput, type TextInputProps } from '../../inputs/TextInput';
import { useFormField, type UseFormFieldOptions } from '../FormField/useFormField';

/** What binds a wrapper to its form field; the rest of its props are the input's own. */
export type FieldBinding<TValues extends FieldValues, TName extends FieldPath<TValues>> = Pick<
  UseFormFieldOptions<TValues, TName>,
  'name' | 'control' | 'requiredMessage' | 'rules' | 'validateOn' | 'defaultValue'
>;

/** The input props a form field owns. */
type Owned = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref';

function useBinding<TValues extends FieldValues, TName extends FieldPath<TValues>>(
  binding: FieldBinding<TValues, TName>,
  props: {
    label: UseFormFieldOptions<TValues, TName>['label'];
    required?: boolean | undefined;
    hint?: UseFormFieldOptions<TValues, TName>['hint'];
    disabled?: boolean | undefined;
    limit?: number | undefined;
    limitMessage?: string | undefined;
  },
) {
  return useFormField<TValues, TName>({
    ...binding,
    label: props.label,
    required: props.required,
    hint: props.hint,
    disabled: props.disabled,
    limit: props.limit,
    limitMessage: props.limitMessage,
  }).controlProps;
}

export type FormTextInputProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = FieldBinding<TValues, TName> &
  Omit<TextInputProps, Owned | 'limitMessage'> & {
    /** Replaces the generic "Cannot be longer than {{limit}} characters" of `limit`. */
    limitMessage?: string;
  };

/** A `TextInput` bound to a form field (trimmed value, required, limit with counter, rules). */
export function FormTextInput<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  name,
  control,
  requiredMessage,
  rules,
  validateOn,
  defaultValue,
  ...props
}: FormTextInputProps<TValues, TName>) {
  const bound = useBinding<TValues, TName>(
    { name, control, requiredMessage, rules, validateOn, defaultValue },
    props,
  );
  return (
    <TextInput
      {...props}
      {...bound}
      value={(bound.value as string | undefined) ?? ''}
      onChange={bound.onChange as (value: string) => void}
    />
  );
}

export type FormTextAreaProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = FieldBinding<TValues, TName> &
  Omit<TextAreaProps, Owned | 'limitMessage'> & {
    /** Replaces the generic "Cannot be longer than {{limit}} characters" of `limit`. */
    limitMessage?: string;
  };

/** A `TextArea` bound to a form field. */
export function FormTextArea<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  name,
  control,
  requiredMessage,
  rules,
  validateOn,
  defaultValue,
  ...props
}: FormTextAreaProps<TValues, TName>) {
  const bound = useBinding<TValues, TName>(
    { name, control, requiredMessage, rules, validateOn, defaultValue },
    props,
  );
  return (
    <TextArea
      {...props}
      {...bound}
      value={(bound.value as string | undefined) ?? ''}
      onChange={bound.onChange as (value: string) => void}
    />
  );
}

export type FormSelectProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  V extends OptionValue = string,
> = FieldBinding<TValues, TName> & Omit<SelectProps<V>, Owned>;

/** A `Select` bound to a form field (the value is the option's value, or null). */
export function FormSelect<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  V extends OptionValue = string,
>({
  name,
  control,
  requiredMessage,
  rules,
  validateOn = 'change',
  defaultValue,
  ...props
}: FormSelectProps<TValues, TName, V>) {
  const bound = useBinding<TValues, TName>(
    { name, control, requiredMessage, rules, validateOn, defaultValue },
    props,
  );
  return (
    <Select<V>
      {...props}
      {...bound}
      value={(bound.value as V | null | undefined) ?? null}
      onChange={bound.onChange as (value: V | null) => void}
    />
  );
}

export type FormComboboxProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  V extends OptionValue = string,
  M extends boolean = false,
> = FieldBinding<TValues, TName> & Omit<ComboboxProps<V, M>, Owned>;

/** A `Combobox` bound to a form field (a value or null; with `multiple`, a list). */
export function FormCombobox<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  V extends OptionValue = string,
  M extends boolean = false,
>({
  name,
  control,
  requiredMessage,
  rules,
  validateOn = 'change',
  defaultValue,
  ...props
}: FormComboboxProps<TValues, TName, V, M>) {
  const bound = useBinding<TValues, TName>(
    { name, control, requiredMessage, rules, validateOn, defaultValue },
    props,
  );
  const empty = (props.multiple ? [] : null) as ComboboxValue<V, M>;
  return (
    <Combobox<V, M>
      {...props}
      {...bound}
      value={(bound.value as ComboboxValue<V, M> | undefined) ?? empty}
      onChange={bound.onChange as (value: ComboboxValue<V, M>) => void}
    />
  );
}

export type FormTagInputProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = FieldBinding<TValues, TName> & Omit<TagInputProps, Owned>;

/** A `TagInput` bound to a form field (a list of words). */
export function FormTagInput<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  name,
  control,
  requiredMessage,
  rules,
  validateOn = 'change',
  defaultValue,
  ...props
}: FormTagInputProps<TValues, TName>) {
  const bound = useBinding<TValues, TName>(
    { name, control, requiredMessage, rules, validateOn, defaultValue },
    props,
  );
  return (
    <TagInput
      {...props}
      {...bound}
      value={(bound.value as string[] | undefined) ?? []}
      onChange={bound.onChange as (value: string[]) => void}
    />
  );
}

export type FormDateTimePickerProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = FieldBinding<TValues, TName> & Omit<DateTimePickerProps, Owned>;

/** A `DateTimePicker` bound to a form field (ms since the epoch, or null). */
export function FormDateTimePicker<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  name,
  control,
  requiredMessage,
  rules,
  validateOn = 'change',
  defaultValue,
  ...props
}: FormDateTimePickerProps<TValues, TName>) {
  const bound = useBinding<TValues, TName>(
    { name, control, requiredMessage, rules, validateOn, defaultValue },
    props,
  );
  return (
    <DateTimePicker
      {...props}
      {...bound}
      value={(bound.value as number | null | undefined) ?? null}
      onChange={bound.onChange as (value: number | null) => void}
    />
  );
}

export type FormDateRangePickerProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = FieldBinding<TValues, TName> & Omit<DateRangePickerProps, Owned>;

/** A `DateRangePicker` bound to a form field ([start, end) in ms, or null). */
export function FormDateRangePicker<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  name,
  control,
  requiredMessage,
  rules,
  validateOn = 'change',
  defaultValue,
  ...props
}: FormDateRangePickerProps<TValues, TName>) {
  const bound = useBinding<TValues, TName>(
    { name, control, requiredMessage, rules, validateOn, defaultValue },
    props,
  );
  return (
    <DateRangePicker
      {...props}
      {...bound}
      value={(bound.value as DateRange | null | undefined) ?? null}
      onChange={bound.onChange as (value: DateRange | null) => void}
    />
  );
}

type OwnedChoice = Owned | 'checked' | 'defaultChecked';

export type FormCheckboxProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = FieldBinding<TValues, TName> & Omit<CheckboxProps, OwnedChoice | 'value'>;

/** A `Checkbox` bound to a boolean field (`required` means it must be checked). */
export function FormCheckbox<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  name,
  control,
  requiredMessage,
  rules,
  validateOn = 'change',
  defaultValue,
  ...props
}: FormCheckboxProps<TValues, TName>) {
  const { value, ...bound } = useBinding<TValues, TName>(
    { name, control, requiredMessage, rules, validateOn, defaultValue },
    props,
  );
  return (
    <Checkbox
      {...props}
      {...bound}
      checked={Boolean(value)}
      onChange={bound.onChange as (checked: boolean) => void}
    />
  );
}

export type FormSwitchProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
> = FieldBinding<TValues, TName> & Omit<SwitchProps, OwnedChoice>;

/** A `Switch` bound to a boolean field. */
export function FormSwitch<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  name,
  control,
  requiredMessage,
  rules,
  validateOn = 'change',
  defaultValue,
  ...props
}: FormSwitchProps<TValues, TName>) {
  const { value, ...bound } = useBinding<TValues, TName>(
    { name, control, requiredMessage, rules, validateOn, defaultValue },
    props,
  );
  return (
    <Switch
      {...props}
      {...bound}
      checked={Boolean(value)}
      onChange={bound.onChange as (checked: boolean) => void}
    />
  );
}

export type FormRadioGroupProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  V extends RadioValue = string,
> = FieldBinding<TValues, TName> & Omit<RadioGroupProps<V>, Owned>;

/** A `RadioGroup` bound to a form field. */
export function FormRadioGroup<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  V extends RadioValue = string,
>({
  name,
  control,
  requiredMessage,
  rules,
  validateOn = 'change',
  defaultValue,
  ...props
}: FormRadioGroupProps<TValues, TName, V>) {
  const bound = useBinding<TValues, TName>(
    { name, control, requiredMessage, rules, validateOn, defaultValue },
    props,
  );
  return (
    <RadioGroup<V>
      {...props}
      {...bound}
      value={(bound.value as V | null | undefined) ?? null}
      onChange={bound.onChange as (value: V) => void}
    />
  );
}
