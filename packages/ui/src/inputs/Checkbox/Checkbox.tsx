import { Check, Minus } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  ChoiceControl,
  ChoiceHint,
  ChoiceInput,
  ChoiceLabel,
  ChoiceMark,
  ChoiceMessage,
  ChoiceNotes,
  ChoiceRoot,
} from '../shared/choice.styles';
import { RequiredMark } from '../Field/Field.styles';
import { useMergedRefs } from '../shared/mergeRefs';
import { hasContent } from '../shared/message';
import { useControllableState } from '../../utils/useControllableState';

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'size' | 'children' | 'value'
> {
  /** The visible label, already translated. */
  label: ReactNode;
  /** Whether the box is checked (controlled); leave undefined to let the box keep its own state. */
  checked?: boolean;
  /** The initial state when `checked` is not controlled (default false). */
  defaultChecked?: boolean;
  /** Called with the new checked state each time the user toggles the box. */
  onChange?: (checked: boolean) => void;
  /** "Some of them": shown as a dash and announced as mixed; a click then checks. */
  indeterminate?: boolean;
  /** Help under the label. */
  hint?: ReactNode;
  /** An error message (or `true` to mark the box invalid without one). */
  error?: ReactNode | boolean;
  /** The submitted value of the native input (default "on"). */
  value?: string;
}

/** A checkbox with its label, optional hint and error; native, so Space toggles it. */
export function Checkbox({
  label,
  checked: checkedProp,
  defaultChecked = false,
  onChange,
  indeterminate = false,
  hint,
  error,
  id,
  className,
  style,
  disabled,
  required,
  ref,
  'aria-describedby': describedByProp,
  ...rest
}: CheckboxProps) {
  const auto = useId();
  const inputId = id ?? `nd-checkbox-${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs(ref, inputRef);
  // A property, not an attribute: set it in the commit, before anyone reads it.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate, checked]);

  const showMessage = hasContent(error);
  const describedBy =
    [describedByProp, showMessage && `${inputId}-message`, hint && `${inputId}-hint`]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <ChoiceRoot className={className} style={style}>
      <ChoiceControl>
        <ChoiceInput
          ref={mergedRef}
          type="checkbox"
          id={inputId}
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <ChoiceMark data-mark="check" aria-hidden="true">
          <Check />
        </ChoiceMark>
        <ChoiceMark data-mark="dash" aria-hidden="true">
          <Minus />
        </ChoiceMark>
      </ChoiceControl>
      <ChoiceLabel htmlFor={inputId} data-disabled={disabled || undefined}>
        {label}
        {required && <RequiredMark aria-hidden="true"> *</RequiredMark>}
      </ChoiceLabel>
      <ChoiceNotes>
        {showMessage && <ChoiceMessage id={`${inputId}-message`}>{error}</ChoiceMessage>}
        {hint && <ChoiceHint id={`${inputId}-hint`}>{hint}</ChoiceHint>}
      </ChoiceNotes>
    </ChoiceRoot>
  );
}
