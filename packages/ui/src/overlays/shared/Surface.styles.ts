import { FloatingArrow } from '@floating-ui/react';
import styled from 'styled-components';

/** The raised card floating elements share (popover, menu). */
export const Surface = styled.div`
  min-width: 0;
  max-width: calc(100vw - ${({ theme }) => theme.space[4]});
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  border: 1px solid ${({ theme }) => theme.color.border.weak};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.font.size.md};
  &:focus {
    outline: none;
  }
`;

/** The arrow of a floating surface: its fill and border follow the surface. */
export const SurfaceArrow = styled(FloatingArrow)`
  fill: ${({ theme }) => theme.color.bg.surface};
  & path[clip-path] {
    stroke: ${({ theme }) => theme.color.border.weak};
  }
`;
