import styled from 'styled-components';
import { Surface } from '../shared/Surface.styles';

import { theme } from '../../foundations/tokens';
export const PopoverPositioner = styled.div`
  z-index: ${theme.z.popover};
  display: flex;
  &:focus {
    outline: none;
  }
`;

export const PopoverSurface = styled(Surface)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  width: max-content;
  /* A reading measure, and never wider than the viewport. */
  max-width: min(48ch, calc(100vw - ${theme.space[4]}));
  max-height: inherit;
  overflow: auto;
  padding: ${theme.space[4]};
`;

export const PopoverTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  color: ${theme.color.text.primary};
`;

export const PopoverDescription = styled.p`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
`;
