import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const CalendarRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
`;

export const CalendarHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[0.5]};
`;

export const MonthHeading = styled.h2`
  flex: 1 1 auto;
  margin: 0;
  text-align: center;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
`;

export const Grid = styled.table`
  border-collapse: separate;
  border-spacing: 0 ${theme.space[0.5]};
  table-layout: fixed;
  & th {
    width: ${theme.size.controlMd};
    height: ${theme.size.controlSm};
    padding: 0;
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.medium};
    text-align: center;
  }
`;

export const DayCell = styled.td`
  position: relative;
  width: ${theme.size.controlMd};
  height: ${theme.size.controlSm};
  padding: 0;
  border-radius: ${theme.radii.md};
  text-align: center;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  user-select: none;
  &:hover:not([aria-disabled='true']) {
    background: ${theme.color.bg.hover};
  }
  &[data-outside='true'] {
    color: ${theme.color.text.secondary};
  }
  &[aria-current='date'] {
    font-weight: ${theme.font.weight.bold};
    box-shadow: inset 0 0 0 1px ${theme.color.border.strong};
  }
  &[data-range='middle'] {
    border-radius: 0;
    background: ${theme.color.bg.selected};
  }
  &[data-range='start'] {
    border-top-right-radius: 0;
    border-bottom-right-radius: 0;
  }
  &[data-range='end'] {
    border-top-left-radius: 0;
    border-bottom-left-radius: 0;
  }
  &[data-selected='true'],
  &[data-range='start'],
  &[data-range='end'] {
    background: ${theme.color.bg.accent};
    color: ${theme.color.text.onAccent};
    font-weight: ${theme.font.weight.semibold};
  }
  &[data-range='start'][data-range-end='true'] {
    border-radius: ${theme.radii.md};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
    text-decoration: line-through;
    background: transparent;
  }
  &:focus-visible {
    outline-offset: -2px;
    z-index: 1;
  }
`;
