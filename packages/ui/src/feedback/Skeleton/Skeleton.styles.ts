import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/** A slow pulse (five times `duration.slow`), so it stops with every other motion when reduced. */
export const Bone = styled.span`
  @keyframes nd-skeleton-pulse {
    50% {
      opacity: 0.45;
    }
  }

  display: block;
  flex: none;
  background: ${theme.color.bg.disabled};
  border-radius: ${theme.radii.sm};
  animation: nd-skeleton-pulse calc(${theme.duration.slow} * 5) ease-in-out infinite;

  &[data-variant='text'] {
    height: ${theme.space[3]};
  }
  &[data-variant='rect'] {
    width: 100%;
    height: ${theme.space[16]};
    border-radius: ${theme.radii.md};
  }
  &[data-variant='circle'] {
    width: ${theme.space[8]};
    height: ${theme.space[8]};
    border-radius: ${theme.radii.full};
  }
`;

export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: 100%;
  min-width: 0;
`;

export const ListRoot = styled.div`
  display: flex;
  flex-direction: column;
`;

export const ListRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-bottom: 1px solid ${theme.color.border.weak};
`;
