import { useId, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { useControllableState } from '../../utils/useControllableState';
import { Field } from '../Field/Field';
import { useField } from '../Field/useField';
import {
  ChoiceControl,
  ChoiceHint,
  ChoiceInput,
  ChoiceLabel,
  ChoiceNotes,
  ChoiceRoot,
} from '../shared/choice.styles';
import { hasContent } from '../shared/message';

import { theme } from '../../foundations/tokens';
export type RadioValue = string | number;

export interface RadioOption<V extends RadioValue = string> {
  value: V;
  /** The visible label, already translated. */
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${theme.space[5]};
  }
`;

export interface RadioGroupProps<V extends RadioValue = string> extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'defaultValue' | 'children' | 'ref'
> {
  /** The group's visible label, already translated. */
  label: ReactNode;
  /** Keeps the group's label for screen readers only. */
  hideLabel?: boolean;
  /** The choices, in order: value, translated label, optional hint and disabled flag. */
  options: readonly RadioOption<V>[];
  /** The selected value (controlled), or null for none; undefined leaves the group uncontrolled. */
  value?: V | null;
  /** The initial selection when `value` is not controlled (default null, none). */
  defaultValue?: V | null;
  /** Called with the option's value when the user selects it (click, Space or the arrow keys). */
  onChange?: (value: V) => void;
  /** The native radios' name; generated when absent. */
  name?: string;
  /** Lays the options out in a column (`vertical`, default) or a wrapping row (`horizontal`). */
  orientation?: 'vertical' | 'horizontal';
  /** Shows the required mark and sets `aria-required` on the group (the caller validates). */
  required?: boolean;
  /** Disables every option (default false); one option is disabled through its own `disabled`. */
  disabled?: boolean;
  /** An error message shown under the group (or `true` to mark it invalid without one). */
  error?: ReactNode | boolean;
  /** Help text under the group, tied to it with `aria-describedby`. */
  hint?: ReactNode;
  /** Reaches the radio that takes focus (the checked one, else the first enabled one). */
  ref?: Ref<HTMLInputElement>;
  /** Passed to every radio's blur event (react-hook-form's touched state). */
  onBlur?: ComponentPropsWithRef<'input'>['onBlur'];
}

/**
 * One choice among a few visible options. Native radios sharing a name: Tab enters the group on the
 * checked radio, the arrow keys move and select (roving focus), disabled options are skipped.
 */
export function RadioGroup<V extends RadioValue = string>({
  label,
  hideLabel,
  options,
  value: valueProp,
  defaultValue = null,
  onChange,
  name,
  orientation = 'vertical',
  required,
  disabled,
  error,
  hint,
  ref,
  onBlur,
  id,
  className,
  style,
  'aria-describedby': describedByProp,
  ...rest
}: RadioGroupProps<V>) {
  const auto = useId();
  const groupName = name ?? `nd-radio-${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [value, setValue] = useControllableState<V | null>({
    value: valueProp,
    defaultValue,
    onChange: onChange as ((v: V | null) => void) | undefined,
  });
  const message = hasContent(error) ? error : undefined;
  const ids = useField({
    id,
    hasHint: Boolean(hint),
    hasMessage: message !== undefined,
    describedBy: describedByProp,
  });
  const tabStop =
    options.find((o) => o.value === value && !o.disabled) ?? options.find((o) => !o.disabled);

  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      required={required}
      disabled={disabled}
      hint={hint}
      message={message}
      ids={ids}
      labelTag="span"
      className={className}
      style={style}
    >
      <Options
        role="radiogroup"
        id={ids.controlId}
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        data-orientation={orientation}
        {...rest}
      >
        {options.map((option, index) => {
          const optionId = `${ids.controlId}-${index}`;
          const optionDisabled = disabled || option.disabled;
          return (
            <ChoiceRoot key={String(option.value)}>
              <ChoiceControl>
                <ChoiceInput
                  ref={option === tabStop ? ref : undefined}
                  type="radio"
                  id={optionId}
                  name={groupName}
                  value={String(option.value)}
                  checked={value === option.value}
                  onChange={() => setValue(option.value)}
                  onBlur={onBlur}
                  disabled={optionDisabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={option.hint ? `${optionId}-hint` : undefined}
                />
              </ChoiceControl>
              <ChoiceLabel htmlFor={optionId} data-disabled={optionDisabled || undefined}>
                {option.label}
              </ChoiceLabel>
              {option.hint && (
                <ChoiceNotes>
                  <ChoiceHint id={`${optionId}-hint`}>{option.hint}</ChoiceHint>
                </ChoiceNotes>
              )}
            </ChoiceRoot>
          );
        })}
      </Options>
    </Field>
  );
}
