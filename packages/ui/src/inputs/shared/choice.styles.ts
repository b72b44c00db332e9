import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/** A checkbox, radio or switch with its label and notes (description, error) under the label. */
export const ChoiceRoot = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${theme.space[2]};
  row-gap: ${theme.space[0.5]};
  align-items: start;
  min-width: 0;
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
`;

/** Centres the control on the first line of the label. */
export const ChoiceControl = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: calc(${theme.font.lineHeight.normal} * 1em);
`;

export const ChoiceLabel = styled.label`
  min-width: 0;
  cursor: pointer;
  overflow-wrap: anywhere;
  &[data-disabled='true'] {
    cursor: not-allowed;
    color: ${theme.color.text.secondary};
  }
`;

export const ChoiceNotes = styled.div`
  grid-column: 2;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[0.5]};
  font-size: ${theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

export const ChoiceHint = styled.div`
  color: ${theme.color.text.secondary};
`;

export const ChoiceMessage = styled.div`
  color: ${theme.color.text.danger};
`;

/** The square box of a checkbox or the circle of a radio: a native input with no appearance. */
export const ChoiceInput = styled.input`
  appearance: none;
  flex: none;
  width: ${theme.space[4]};
  height: ${theme.space[4]};
  margin: 0;
  border: 1px solid ${theme.color.border.strong};
  border-radius: ${theme.radii.sm};
  background: ${theme.color.bg.surface};
  cursor: pointer;
  transition:
    background-color ${theme.duration.fast},
    border-color ${theme.duration.fast};

  &[type='radio'] {
    border-radius: ${theme.radii.full};
  }
  &:checked,
  &[type='checkbox']:indeterminate {
    border-color: ${theme.color.bg.accent};
    background: ${theme.color.bg.accent};
  }
  &[type='radio']:checked {
    background: ${theme.color.bg.surface};
    border-width: 5px;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.border.danger};
  }
  &:disabled {
    cursor: not-allowed;
    border-color: ${theme.color.border.medium};
    background: ${theme.color.bg.disabled};
  }
  &[type='radio']:checked:disabled {
    border-color: ${theme.color.border.strong};
  }
  &[type='checkbox']:checked:disabled,
  &[type='checkbox']:indeterminate:disabled {
    border-color: ${theme.color.border.strong};
    background: ${theme.color.border.strong};
  }
`;

/** The tick or dash drawn over a checkbox (the input itself cannot hold children). */
export const ChoiceMark = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  margin: auto 0;
  display: none;
  align-items: center;
  justify-content: center;
  width: ${theme.space[4]};
  height: ${theme.space[4]};
  color: ${theme.color.text.onAccent};
  pointer-events: none;
  & > svg {
    width: ${theme.space[3]};
    height: ${theme.space[3]};
    stroke-width: 3;
  }
  input[type='checkbox']:checked:not(:indeterminate) ~ &[data-mark='check'],
  input[type='checkbox']:indeterminate ~ &[data-mark='dash'] {
    display: inline-flex;
  }
`;
