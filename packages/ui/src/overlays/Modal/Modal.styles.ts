import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const ModalPanel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(100vh - 2 * ${theme.space[6]});
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadow.lg};
  overflow: hidden;
  &:focus {
    outline: none;
  }

  /* Widths from the layout tokens: a side panel's, a drawer's, one and a half drawers. */
  &[data-size='sm'] {
    max-width: ${theme.size.rightPanelWidth};
  }
  &[data-size='md'] {
    max-width: ${theme.size.drawerWidth};
  }
  &[data-size='lg'] {
    max-width: calc(1.5 * ${theme.size.drawerWidth});
  }
`;
