import { FloatingArrow } from '@floating-ui/react';
import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/** The raised card floating elements share (popover, menu). */
export const Surface = styled.div`
  min-width: 0;
  max-width: calc(100vw - ${theme.space[4]});
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadow.lg};
  font-size: ${theme.font.size.md};
  &:focus {
    outline: none;
  }
`;

/** The arrow of a floating surface: its fill and border follow the surface. */
export const SurfaceArrow = styled(FloatingArrow)`
  fill: ${theme.color.bg.surface};
  & path[clip-path] {
    stroke: ${theme.color.border.weak};
  }
`;
