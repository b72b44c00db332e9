import styled from 'styled-components';

import { theme } from '../foundations/tokens';
/** A bordered panel of an operations screen (a detail, a form). */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  min-width: 0;
`;

/** Label and value pairs. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, max-content) minmax(0, 1fr);
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;

  dt {
    color: ${theme.color.text.secondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

/** Buttons under a panel's content. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  justify-content: flex-end;
`;
