import styled from 'styled-components';
import { controlFrame } from '../shared/control.styles';

import { theme } from '../../foundations/tokens';
export const Anchor = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;

/** The trigger is the field itself: a select-only combobox drawn as a control frame. */
export const Trigger = styled.div`
  ${controlFrame}
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-disabled='true'] {
    cursor: not-allowed;
  }
`;

export const TriggerValue = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  &[data-placeholder='true'] {
    color: ${theme.color.text.secondary};
  }
  [data-disabled='true'] > & {
    color: ${theme.color.text.disabled};
  }
`;

/** Keeps the room of the clear button inside the trigger, between the value and the chevron. */
export const ClearRoom = styled.span`
  flex: none;
  width: ${theme.size.controlSm};
`;

/**
 * The clear button sits over that room: a sibling of the trigger, never inside it (no button in a
 * combobox). From the right: the trigger's padding, the chevron, the gap.
 */
export const ClearSlot = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  right: calc(${theme.space[3]} + 1.15em + ${theme.space[2]} + 1px);
  display: flex;
  align-items: center;
  font-size: ${theme.font.size.md};
  &[data-size='sm'] {
    right: calc(${theme.space[2]} + 1.15em + ${theme.space[2]} + 1px);
    font-size: ${theme.font.size.sm};
  }
  &[data-size='lg'] {
    right: calc(${theme.space[4]} + 1.15em + ${theme.space[2]} + 1px);
    font-size: ${theme.font.size.lg};
  }
`;
