import styled from 'styled-components';

export const Root = styled.div`
  position: relative;
  border: 1px solid ${({ theme }) => theme.color.border.weak};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};

  &[data-scroll='container'] {
    overflow: auto;
    overscroll-behavior: contain;
  }
`;

/** Header and rows share the column template through a custom property set on the grid. */
const columns = `
  display: grid;
  grid-template-columns: var(--nd-table-columns);
  align-items: stretch;
  width: 100%;
`;

export const Head = styled.div`
  position: sticky;
  top: var(--nd-table-sticky-top, 0);
  z-index: ${({ theme }) => theme.z.sticky};
  background: ${({ theme }) => theme.color.bg.subtle};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.weak};
`;

export const HeadRow = styled.div`
  ${columns}
  min-height: ${({ theme }) => theme.size.controlLg};
`;

export const Body = styled.div`
  position: relative;
  width: 100%;
`;

export const Row = styled.div`
  ${columns}
  position: absolute;
  top: 0;
  left: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.weak};
  background: ${({ theme }) => theme.color.bg.surface};
  cursor: default;

  &[data-clickable] {
    cursor: pointer;
  }
  &:hover:not([data-loading]) {
    background: ${({ theme }) => theme.color.bg.hover};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.bg.selected};
  }
  &:focus-visible {
    outline-offset: calc(-1 * ${({ theme }) => theme.space[0.5]});
  }
`;

export const EmptyRow = styled.div`
  ${columns}
`;

const cell = `
  display: flex;
  align-items: center;
  min-width: 0;
  overflow: hidden;
  &[data-align='center'] {
    justify-content: center;
    text-align: center;
  }
  &[data-align='end'] {
    justify-content: flex-end;
    text-align: end;
  }
`;

export const HeadCell = styled.div`
  ${cell}
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

export const Cell = styled.div`
  ${cell}
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  overflow-wrap: anywhere;

  [data-fixed] > & {
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

export const Checkbox = styled.input`
  width: ${({ theme }) => theme.space[4]};
  height: ${({ theme }) => theme.space[4]};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.bg.accent};
  cursor: pointer;
`;
