import styled from 'styled-components';
import { Surface } from '../shared/Surface.styles';

export const PopoverPositioner = styled.div`
  z-index: ${({ theme }) => theme.z.popover};
  display: flex;
  &:focus {
    outline: none;
  }
`;

export const PopoverSurface = styled(Surface)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: max-content;
  /* A reading measure, and never wider than the viewport. */
  max-width: min(48ch, calc(100vw - ${({ theme }) => theme.space[4]}));
  max-height: inherit;
  overflow: auto;
  padding: ${({ theme }) => theme.space[4]};
`;

export const PopoverTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const PopoverDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;
