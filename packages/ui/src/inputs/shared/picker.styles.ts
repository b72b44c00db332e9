import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/** The raised card of a date picker's popover. */
export const PickerSurface = styled.div`
  z-index: ${theme.z.popover};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadow.lg};
  font-size: ${theme.font.size.md};
  &:focus {
    outline: none;
  }
`;

export const PickerRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const PickerFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[2]};
  border-top: 1px solid ${theme.color.border.weak};
`;

export const PickerLabel = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

/** A small native select (hour, minute). */
export const PickerSelect = styled.select`
  height: ${theme.size.controlSm};
  padding: 0 ${theme.space[1.5]};
  border: 1px solid ${theme.color.border.medium};
  border-radius: ${theme.radii.sm};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
`;

/** The "GMT+8" badge of a date field. */
export const ZoneBadge = styled.span`
  flex: none;
  padding: 0 ${theme.space[1.5]};
  border-radius: ${theme.radii.sm};
  background: ${theme.color.bg.subtle};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.normal};
  white-space: nowrap;
`;
