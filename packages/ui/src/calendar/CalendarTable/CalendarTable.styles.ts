import styled from 'styled-components';

/** The calendar screens' tables (calendars, event list): one look, links as buttons. */
export const CalTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.bg.surface};

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.weak};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  td.nd-muted {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  td.nd-nowrap {
    white-space: nowrap;
  }
  button.nd-link {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.text.link};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button.nd-link:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

export const CalRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const CalBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  .nd-spacer {
    flex: 1;
  }
`;
