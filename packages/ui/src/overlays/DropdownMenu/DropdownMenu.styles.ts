import styled from 'styled-components';
import { Surface } from '../shared/Surface.styles';

import { theme } from '../../foundations/tokens';
export const MenuPositioner = styled.div`
  /* Above drawers and modals, so a menu opened inside one is not hidden behind it. */
  z-index: ${theme.z.popover};
  display: flex;
  &:focus {
    outline: none;
  }
`;

export const MenuSurface = styled(Surface)`
  display: flex;
  flex-direction: column;
  width: max-content;
  max-width: min(40ch, calc(100vw - ${theme.space[4]}));
  max-height: inherit;
  min-width: inherit;
  overflow: auto;
  padding: ${theme.space[1]};
  border-radius: ${theme.radii.md};
`;

export const MenuItemRoot = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  width: 100%;
  min-height: ${theme.size.controlMd};
  padding: 0 ${theme.space[3]};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.tight};
  text-align: start;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;

  & > svg {
    flex: none;
    width: ${theme.space[4]};
    height: ${theme.space[4]};
    color: ${theme.color.text.secondary};
  }

  &:focus {
    outline: none;
    background: ${theme.color.bg.hover};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: -2px;
  }

  &[data-tone='danger'] {
    color: ${theme.color.text.danger};
    & > svg {
      color: inherit;
    }
    &:focus {
      background: ${theme.color.bg.dangerSubtle};
    }
  }

  &[aria-disabled='true'] {
    color: ${theme.color.text.disabled};
    cursor: not-allowed;
    & > svg {
      color: inherit;
    }
  }
`;

export const MenuItemLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const MenuSeparator = styled.div`
  height: 1px;
  margin: ${theme.space[1]} 0;
  background: ${theme.color.border.weak};
`;
