import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const Frame = styled.span<{ $ratio?: number }>`
  position: relative;
  display: block;
  overflow: hidden;
  aspect-ratio: ${({ $ratio }) => ($ratio ? String($ratio) : 'auto')};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.subtle};

  &[data-radius='none'] {
    border-radius: 0;
  }
  &[data-radius='sm'] {
    border-radius: ${theme.radii.sm};
  }
  &[data-radius='lg'] {
    border-radius: ${theme.radii.lg};
  }
  &[data-radius='full'] {
    border-radius: ${theme.radii.full};
  }
  &[data-state='loaded'] {
    background: transparent;
  }

  & > img {
    display: block;
    width: 100%;
    height: auto;
  }
  &[data-ratio] > img {
    position: absolute;
    inset: 0;
    height: 100%;
  }
  & > img[data-fit='cover'] {
    object-fit: cover;
  }
  & > img[data-fit='contain'] {
    object-fit: contain;
  }
  & > img[data-fit='fill'] {
    object-fit: fill;
  }
  & > img[data-fit='scale-down'] {
    object-fit: scale-down;
  }
`;

export const Placeholder = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  min-height: ${theme.space[16]};
  border: 1px dashed ${theme.color.border.medium};
  border-radius: inherit;
  color: ${theme.color.text.secondary};

  & > svg {
    width: ${theme.space[6]};
    height: ${theme.space[6]};
    max-width: 50%;
    max-height: 50%;
  }
  [data-ratio] > & {
    position: absolute;
    inset: 0;
    min-height: 0;
  }
`;
