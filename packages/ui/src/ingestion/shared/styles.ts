import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/** A bordered panel of an ingestion screen (a detail, a form). */
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

/** Two form columns that fold into one on narrow screens. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${theme.space[4]};
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

/** Text clamped to two lines in a list cell. */
export const Clamp = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: ${theme.color.text.secondary};
  overflow-wrap: anywhere;
`;
