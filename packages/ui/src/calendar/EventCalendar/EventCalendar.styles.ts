import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};

  .nd-cal-nav {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
  }

  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
    font-variant-numeric: tabular-nums;
  }
`;

export const Zone = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

export const Views = styled.div`
  display: inline-flex;
  gap: ${theme.space[1]};
`;

export const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  background: ${theme.color.bg.surface};

  th {
    padding: ${theme.space[1]};
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
`;

export const Cell = styled.td`
  height: calc(${theme.space[16]} + ${theme.space[12]});
  padding: ${theme.space[1]};
  border: 1px solid ${theme.color.border.weak};
  vertical-align: top;

  &[data-outside] {
    background: ${theme.color.bg.subtle};
    color: ${theme.color.text.secondary};
  }

  &[data-today] {
    box-shadow: inset 0 0 0 2px ${theme.color.border.focus};
  }
`;

export const DayNumber = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-variant-numeric: tabular-nums;
`;

export const Chip = styled.button`
  display: block;
  width: 100%;
  margin-top: ${theme.space[1]};
  padding: 0 ${theme.space[1]};
  overflow: hidden;
  border: 0;
  border-left: 3px solid ${theme.color.border.medium};
  border-radius: ${theme.radii.sm};
  background: ${theme.color.bg.subtle};
  color: ${theme.color.text.primary};
  font: inherit;
  font-size: ${theme.font.size.sm};
  text-align: left;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &[data-importance='HIGH'] {
    border-left-color: ${theme.color.text.danger};
  }
  &[data-importance='MEDIUM'] {
    border-left-color: ${theme.color.text.warning};
  }
  &[data-status='DRAFT'] {
    font-style: italic;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: 1px;
  }
`;

export const More = styled.button`
  margin-top: ${theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.text.link};
  font: inherit;
  font-size: ${theme.font.size.sm};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
  }
`;

export const ListRow = styled.div`
  display: grid;
  grid-template-columns: 9.5rem 5rem minmax(0, 1fr) 3.5rem minmax(0, 14rem) 5.5rem 2.5rem;
  align-items: center;
  gap: ${theme.space[2]};
  height: 100%;
  padding: 0 ${theme.space[2]};
  border-bottom: 1px solid ${theme.color.border.weak};

  time,
  .nd-cal-figures {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }

  .nd-cal-figures {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .nd-cal-title {
    overflow: hidden;
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.color.text.link};
    font: inherit;
    text-align: left;
    text-overflow: ellipsis;
    white-space: nowrap;
    cursor: pointer;
  }
  .nd-cal-title:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
  }
`;

export const Stars = styled.span`
  color: ${theme.color.text.warning};
  letter-spacing: 1px;
`;
