import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const FieldRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[2]};
  min-width: 0;
  margin-bottom: ${theme.space[1.5]};
  &[data-hidden='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const Label = styled.label`
  display: inline-flex;
  align-items: baseline;
  gap: ${theme.space[0.5]};
  min-width: 0;
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
  &[data-disabled='true'] {
    color: ${theme.color.text.secondary};
  }
`;

export const RequiredMark = styled.span`
  color: ${theme.color.text.danger};
  font-weight: ${theme.font.weight.semibold};
`;

export const Footer = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  &:not([data-empty='true']) {
    margin-top: ${theme.space[1.5]};
  }
`;

export const Notes = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Message = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[1]};
  color: ${theme.color.text.danger};
  overflow-wrap: anywhere;
  & > svg {
    flex: none;
    width: 1.15em;
    height: 1.15em;
    margin-top: 0.15em;
  }
`;

export const Hint = styled.div`
  [aria-live]:not(:empty) + & {
    margin-top: ${theme.space[0.5]};
  }
  color: ${theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

export const Counter = styled.div`
  flex: none;
  margin-left: auto;
  color: ${theme.color.text.secondary};
  font-variant-numeric: tabular-nums;
  &[data-invalid='true'] {
    color: ${theme.color.text.danger};
    font-weight: ${theme.font.weight.medium};
  }
`;
