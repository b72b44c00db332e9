import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useControllableState } from '../../utils/useControllableState';
import {
  ChoiceControl,
  ChoiceHint,
  ChoiceLabel,
  ChoiceMessage,
  ChoiceNotes,
  ChoiceRoot,
} from '../shared/choice.styles';
import { hasContent } from '../shared/message';

import { theme } from '../../foundations/tokens';
const Track = styled.input`
  appearance: none;
  flex: none;
  width: ${theme.size.controlMd};
  height: ${theme.space[5]};
  margin: 0;
  border: 0;
  border-radius: ${theme.radii.full};
  background: ${theme.color.border.strong};
  cursor: pointer;
  transition: background-color ${theme.duration.fast};
  &:checked {
    background: ${theme.color.bg.accent};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${theme.color.bg.disabled};
  }
  &:checked:disabled {
    background: ${theme.color.border.medium};
  }
  &[aria-invalid='true'] {
    box-shadow: 0 0 0 1px ${theme.color.border.danger};
  }
`;

const Thumb = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  left: ${theme.space[0.5]};
  width: ${theme.space[4]};
  height: ${theme.space[4]};
  margin: auto 0;
  border-radius: ${theme.radii.full};
  background: ${theme.color.text.onAccent};
  box-shadow: ${theme.shadow.sm};
  pointer-events: none;
  transition: transform ${theme.duration.fast};
  input:checked + & {
    transform: translateX(${theme.space[4]});
  }
`;

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'size' | 'children' | 'role'
> {
  /** The visible label, already translated: what is on when the switch is on. */
  label: ReactNode;
  /** Whether the switch is on (controlled); undefined lets the switch keep its own state. */
  checked?: boolean;
  /** The initial state when `checked` is not controlled (default false, off). */
  defaultChecked?: boolean;
  /** Called with the new state (true for on) each time the user toggles the switch. */
  onChange?: (checked: boolean) => void;
  /** Help text under the label, tied to the switch with `aria-describedby`. */
  hint?: ReactNode;
  /** An error message under the label (or `true` to mark the switch invalid without one). */
  error?: ReactNode | boolean;
}

/**
 * An on/off switch that takes effect at once (a setting, "schedule"); a native checkbox with
 * `role="switch"`, so Space toggles it and it is announced as on or off.
 */
export function Switch({
  label,
  checked: checkedProp,
  defaultChecked = false,
  onChange,
  hint,
  error,
  id,
  className,
  style,
  disabled,
  'aria-describedby': describedByProp,
  ...rest
}: SwitchProps) {
  const auto = useId();
  const inputId = id ?? `nd-switch-${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange,
  });
  const showMessage = hasContent(error);
  const describedBy =
    [describedByProp, showMessage && `${inputId}-message`, hint && `${inputId}-hint`]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <ChoiceRoot className={className} style={style}>
      <ChoiceControl>
        <Track
          type="checkbox"
          role="switch"
          id={inputId}
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <Thumb aria-hidden="true" />
      </ChoiceControl>
      <ChoiceLabel htmlFor={inputId} data-disabled={disabled || undefined}>
        {label}
      </ChoiceLabel>
      <ChoiceNotes>
        {showMessage && <ChoiceMessage id={`${inputId}-message`}>{error}</ChoiceMessage>}
        {hint && <ChoiceHint id={`${inputId}-hint`}>{hint}</ChoiceHint>}
      </ChoiceNotes>
    </ChoiceRoot>
  );
}
