import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  min-width: 0;
`;

export const Summary = styled.div`
  display: flex;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.color.border.danger};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.dangerSubtle};
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
  & > svg {
    flex: none;
    width: 1.25em;
    height: 1.25em;
    margin-top: 0.1em;
    color: ${theme.color.text.danger};
  }
  &:focus-visible {
    outline-offset: 2px;
  }
`;

export const SummaryBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
`;

export const SummaryTitle = styled.p`
  margin: 0;
  color: ${theme.color.text.danger};
  font-weight: ${theme.font.weight.semibold};
`;

export const SummaryList = styled.ul`
  margin: 0;
  padding-left: ${theme.space[4]};
  & button {
    font-weight: ${theme.font.weight.regular};
    text-align: left;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;
