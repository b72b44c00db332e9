import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
`;

/** The bordered box; it scrolls in container mode. */
export const Frame = styled.div`
  position: relative;
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};

  &[data-scroll='container'] {
    overflow: auto;
    overscroll-behavior: contain;
  }
`;

/**
 * A real table (table, rows, cells and column headers for assistive technology and locators) laid
 * out as one CSS grid per row sharing a column template, so header and absolutely positioned rows
 * line up.
 */
export const Table = styled.table`
  display: block;
  width: 100%;
  border-collapse: collapse;

  thead,
  tbody {
    display: block;
    width: 100%;
  }
  thead {
    position: sticky;
    top: var(--nd-list-sticky-top, 0);
    z-index: ${theme.z.sticky};
    background: ${theme.color.bg.subtle};
    border-bottom: 1px solid ${theme.color.border.weak};
  }
  tbody {
    position: relative;
  }
  tr {
    display: grid;
    grid-template-columns: var(--nd-list-columns);
    align-items: stretch;
    width: 100%;
  }
  tbody tr {
    border-bottom: 1px solid ${theme.color.border.weak};
    background: ${theme.color.bg.surface};
  }
  tbody tr:last-child {
    border-bottom: 0;
  }
  tbody[data-virtual] tr {
    position: absolute;
    top: 0;
    left: 0;
  }
  tbody tr[data-selected] {
    background: ${theme.color.bg.selected};
  }
  tbody tr:not([data-placeholder]):hover {
    background: ${theme.color.bg.hover};
  }
  th,
  td {
    display: flex;
    align-items: center;
    min-width: 0;
    padding: ${theme.space[2]} ${theme.space[3]};
    text-align: start;
  }
  td {
    padding: ${theme.space[3]};
    overflow-wrap: anywhere;
  }
  tbody[data-fixed] td {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  th {
    min-height: ${theme.size.controlLg};
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
    white-space: nowrap;
  }
  [data-align='center'] {
    justify-content: center;
    text-align: center;
  }
  [data-align='end'] {
    justify-content: flex-end;
    text-align: end;
  }

  @media (max-width: ${theme.breakpoints.mobile}) {
    tr {
      grid-template-columns: var(--nd-list-columns-mobile);
    }
    [data-hide-mobile] {
      display: none;
    }
  }
`;

export const Checkbox = styled.input`
  width: ${theme.space[4]};
  height: ${theme.space[4]};
  margin: 0;
  accent-color: ${theme.color.bg.accent};
  cursor: pointer;
`;

/** The bulk actions bar: the count selected, the caller's actions and "clear selection". */
export const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.selected};
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.sm};

  & > [data-part='count'] {
    font-weight: ${theme.font.weight.medium};
    margin-inline-end: auto;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[3]};
`;
