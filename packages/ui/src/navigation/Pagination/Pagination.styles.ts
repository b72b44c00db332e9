import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const PaginationNav = styled.nav`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  font-size: ${theme.font.size.md};
  color: ${theme.color.text.primary};
`;

export const PaginationTotal = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

export const PaginationList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageControl = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.size.controlSm};
  height: ${theme.size.controlSm};
  padding: 0 ${theme.space[1.5]};
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${theme.duration.fast};

  & > svg {
    width: ${theme.space[4]};
    height: ${theme.space[4]};
  }
  &:hover:not(:disabled):not([aria-current='page']):not([aria-disabled='true']) {
    background: ${theme.color.bg.hover};
  }
  &[aria-current='page'] {
    background: ${theme.color.bg.accent};
    color: ${theme.color.text.onAccent};
    font-weight: ${theme.font.weight.semibold};
    cursor: default;
  }
  &:disabled,
  &[aria-disabled='true'] {
    color: ${theme.color.text.disabled};
    cursor: not-allowed;
  }
  &[data-edge='true'] {
    border-color: ${theme.color.border.medium};
  }
  &[data-edge='true']:disabled,
  &[data-edge='true'][aria-disabled='true'] {
    border-color: ${theme.color.border.weak};
  }
`;

export const PageEllipsis = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.size.controlSm};
  color: ${theme.color.text.secondary};
  user-select: none;
`;

export const PageStatus = styled.span`
  padding: 0 ${theme.space[2]};
  font-variant-numeric: tabular-nums;
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.sm};
`;
