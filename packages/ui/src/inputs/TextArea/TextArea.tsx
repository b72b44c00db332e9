import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import { bareInput, controlFrame } from '../shared/control.styles';
import { resolveFieldMessage } from '../shared/message';
import { textLength } from '../shared/text';
import { useTextValue } from '../shared/useTextValue';

import { theme } from '../../foundations/tokens';
const Frame = styled.div`
  ${controlFrame}
  align-items: stretch;
  padding: ${theme.space[2]} ${theme.space[3]};
`;

const NativeTextArea = styled.textarea`
  ${bareInput}
  resize: vertical;
`;

export interface TextAreaProps extends Omit<
  ComponentPropsWithRef<'textarea'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
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
  /** Replaces the generic "Cannot be longer than {{limit}} characters" shown past `limit`. */
  limitMessage?: ReactNode;
  /**
   * An error message shown under the field (or `true` to mark it invalid without one); it wins over
   * the limit message.
   */
  error?: ReactNode | boolean;
  /** Help text under the field, tied to it with `aria-describedby`. */
  hint?: ReactNode;
  /** Something at the end of the label row (a badge, a link). */
  labelAside?: ReactNode;
}

/**
 * A multi-line text field: 4 rows by default (content §5), trimmed like `TextInput`, with the same
 * label, message, hint and counter. `className` and `style` go to the root.
 */
export function TextArea({
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
  labelAside,
  rows = 4,
  id,
  className,
  style,
  required,
  disabled,
  readOnly,
  onBlur,
  'aria-describedby': describedByProp,
  ...rest
}: TextAreaProps) {
  const { t } = useTranslation();
  const text = useTextValue({ value, defaultValue, onChange, trim });
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
      <Frame
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        data-readonly={readOnly || undefined}
      >
        <NativeTextArea
          id={ids.controlId}
          rows={rows}
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
      </Frame>
    </Field>
  );
}
