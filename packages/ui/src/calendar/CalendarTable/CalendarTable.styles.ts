import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/** The calendar screens' tables (calendars, event list): one look, links as buttons. */
export const CalTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.color.bg.surface};

  th,
  td {
    padding: ${theme.space[2]};
    border-bottom: 1px solid ${theme.color.border.weak};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
  td.nd-muted {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
  td.nd-nowrap {
    white-space: nowrap;
  }
  button.nd-link {
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.color.text.link};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button.nd-link:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
  }
`;

export const CalRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

export const CalBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[2]};

  .nd-spacer {
    flex: 1;
  }
`;
