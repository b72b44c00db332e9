import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/**
 * The floating surface of Select and Combobox: the listbox, then a note (empty text, loading) that is
 * not an option. At most eight options tall, never taller than the room floating-ui found.
 */
export const DropdownSurface = styled.div`
  z-index: ${theme.z.popover};
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  max-width: calc(100vw - ${theme.space[4]});
  max-height: min(
    var(--nd-available-height, 100vh),
    calc(${theme.size.controlMd} * 8 + ${theme.space[2]})
  );
  overflow: hidden;
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadow.lg};
  font-size: ${theme.font.size.md};
  &[hidden] {
    display: none;
  }
`;

/** The listbox itself: the scroll element (and the virtualizer's). */
export const ListboxList = styled.ul`
  flex: 1 1 auto;
  box-sizing: border-box;
  min-height: 0;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
  outline: none;
  &:not(:empty):not([data-virtual='true']) {
    padding: ${theme.space[1]} 0;
  }
`;

/** The space standing for the options a virtual list does not render. */
export const ListboxSpacer = styled.li`
  flex: none;
  margin: 0;
  padding: 0;
`;

export const OptionItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  box-sizing: border-box;
  min-height: ${theme.size.controlMd};
  padding: ${theme.space[1.5]} ${theme.space[3]};
  line-height: ${theme.font.lineHeight.tight};
  cursor: pointer;
  user-select: none;
  &[data-virtual='true'] {
    height: ${theme.size.controlMd};
  }
  &[data-highlighted='true'] {
    background: ${theme.color.bg.hover};
  }
  &[aria-selected='true'] {
    background: ${theme.color.bg.selected};
    font-weight: ${theme.font.weight.medium};
  }
  &[aria-selected='true'][data-highlighted='true'] {
    box-shadow: inset 3px 0 0 ${theme.color.bg.accent};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
  }
`;

export const OptionLabel = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const OptionCheck = styled.span`
  display: inline-flex;
  flex: none;
  width: 1.15em;
  color: ${theme.color.text.link};
  & > svg {
    width: 1.15em;
    height: 1.15em;
  }
`;

/** A non-option row: the empty text or the loading state. */
export const ListboxNote = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.size.controlMd};
  padding: ${theme.space[1.5]} ${theme.space[3]};
  color: ${theme.color.text.secondary};
`;

export const Spinner = styled.span`
  flex: none;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${theme.radii.full};
  @keyframes nd-input-spin {
    to {
      transform: rotate(360deg);
    }
  }
  animation: nd-input-spin 0.8s linear infinite;
`;
