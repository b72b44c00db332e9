import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useRef } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import { Affix, BareInput, ControlFrame } from '../shared/control.styles';
import { useMergedRefs } from '../shared/mergeRefs';
import { resolveFieldMessage } from '../shared/message';
import { textLength } from '../shared/text';
import { useTextValue } from '../shared/useTextValue';

export type InputSize = 'sm' | 'md' | 'lg';

export interface TextInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'prefix' | 'children'
> {
  /** The visible label, already translated. */
  label: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** The text (controlled); undefined lets the field keep its own text. */
  value?: string;
  /** The initial text when `value` is not controlled. */
  defaultValue?: string;
  /** The new value, trimmed (unless `trim` is false). */
  onChange?: (value: string) => void;
  /** Trim leading and trailing whitespace on blur and in `onChange` (default true). */
  trim?: boolean;
  /** Shows a `length/limit` counter that turns red, with the limit message, past the limit. */
  limit?: number;
  /** Replaces the generic "Cannot be longer than {{limit}} characters". */
  limitMessage?: ReactNode;
  /** An error message (or `true` to mark the field invalid without one). */
  error?: ReactNode | boolean;
  /** Help text under the field, tied to it with `aria-describedby`. */
  hint?: ReactNode;
  /** Text or an icon inside the field, before the value. */
  prefix?: ReactNode;
  /** Text, an icon or a small button inside the field, after the value. */
  suffix?: ReactNode;
  /** The field's height: `sm` 28 px, `md` 36 px (default), `lg` 44 px. */
  size?: InputSize;
  /** Something at the end of the label row. */
  labelAside?: ReactNode;
}

/**
 * A single-line text field with its label, required mark, message, hint and counter.
 * `className` and `style` go to the field's root; every other prop goes to the native input.
 */
export function TextInput({
  label,
  hideLabel,
  value,
  defaultValue,
  onChange,
  trim = true,
  limit,
  limitMessage,
  error,
  hint,
  prefix,
  suffix,
  size = 'md',
  labelAside,
  id,
  className,
  style,
  required,
  disabled,
  readOnly,
  onBlur,
  ref,
  type = 'text',
  'aria-describedby': describedByProp,
  ...rest
}: TextInputProps) {
  const { t } = useTranslation();
  const text = useTextValue({ value, defaultValue, onChange, trim });
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs(ref, inputRef);

  const length = textLength(text.value);
  const over = limit !== undefined && length > limit;
  const { message, invalid } = resolveFieldMessage(
    error,
    over,
    () => limitMessage ?? t('validation-limit', { limit }),
  );
  const ids = useField({
    id,
    hasHint: Boolean(hint),
    hasMessage: message !== undefined,
    hasCounter: limit !== undefined,
    describedBy: describedByProp,
  });

  // A click on the frame's padding or an affix focuses the input, as a native field would.
  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target === inputRef.current || target.closest('button, a, input')) return;
    event.preventDefault();
    inputRef.current?.focus();
  };

  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      required={required}
      disabled={disabled}
      hint={hint}
      message={message}
      counter={limit !== undefined ? { length, limit } : undefined}
      ids={ids}
      labelAside={labelAside}
      className={className}
      style={style}
    >
      <ControlFrame
        data-size={size}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
        onMouseDown={focusInput}
      >
        {prefix && <Affix>{prefix}</Affix>}
        <BareInput
          ref={mergedRef}
          id={ids.controlId}
          type={type}
          value={text.shown}
          onChange={(e) => text.change(e.target.value)}
          onBlur={(e) => {
            text.blur();
            onBlur?.(e);
          }}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        {suffix && <Affix>{suffix}</Affix>}
      </ControlFrame>
    </Field>
  );
}
