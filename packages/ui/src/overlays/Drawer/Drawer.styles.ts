import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const DrawerPanel = styled.div`
  position: fixed;
  z-index: ${theme.z.drawer};
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: ${theme.size.drawerWidth};
  max-width: 100vw;
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  border-left: 1px solid ${theme.color.border.weak};
  box-shadow: ${theme.shadow.lg};
  &:focus {
    outline: none;
  }
`;
