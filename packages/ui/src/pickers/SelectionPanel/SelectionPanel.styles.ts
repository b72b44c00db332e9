import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const SearchRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[3]};
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const Note = styled.p`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

export const StatusLine = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${theme.size.controlSm};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

export const Results = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space[3]};
  padding: 0;
  border-top: 1px solid ${theme.color.border.weak};
  &[data-busy='true'] {
    opacity: 0.6;
  }
`;

export const Row = styled.li`
  border-bottom: 1px solid ${theme.color.border.weak};
  & > label {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[3]};
    padding: ${theme.space[2]} ${theme.space[1]};
    cursor: pointer;
  }
  & > label:hover {
    background: ${theme.color.bg.hover};
  }
  &[data-picked='true'] > label {
    background: ${theme.color.bg.selected};
  }
  & input {
    margin-top: ${theme.space[1]};
    flex: none;
    accent-color: ${theme.color.bg.accent};
  }
`;

export const RowText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${theme.space[0.5]};
`;

export const RowTitle = styled.span`
  color: ${theme.color.text.primary};
  overflow-wrap: anywhere;
`;

export const RowMeta = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

export const Basket = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin-inline-end: auto;
  color: ${theme.color.text.secondary};
`;
