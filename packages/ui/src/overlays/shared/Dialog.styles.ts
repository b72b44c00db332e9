import { FloatingOverlay } from '@floating-ui/react';
import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/** The dimmed backdrop under a modal or a drawer; it also locks the page's scroll. */
export const Backdrop = styled(FloatingOverlay)`
  background: ${theme.color.bg.overlay};
  &[data-layer='modal'] {
    z-index: ${theme.z.modal};
    display: grid;
    place-items: center;
    padding: ${theme.space[6]};
  }
  &[data-layer='drawer'] {
    z-index: ${theme.z.drawer};
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  flex: none;
  padding: ${theme.space[5]} ${theme.space[6]} ${theme.space[3]};
`;

export const DialogHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  flex: 1;
  min-width: 0;
  /* Aligns the title with the close button's centre. */
  padding-top: ${theme.space[1.5]};
`;

export const DialogTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  line-height: ${theme.font.lineHeight.tight};
  color: ${theme.color.text.primary};
  overflow-wrap: anywhere;
`;

export const DialogDescription = styled.p`
  margin: 0;
  font-size: ${theme.font.size.md};
  color: ${theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: ${theme.space[2]} ${theme.space[6]} ${theme.space[5]};
  color: ${theme.color.text.primary};
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const DialogFooter = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[6]};
  border-top: 1px solid ${theme.color.border.weak};
  background: ${theme.color.bg.surface};
`;
