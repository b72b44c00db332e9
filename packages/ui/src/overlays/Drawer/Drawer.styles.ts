import styled from 'styled-components';

export const DrawerPanel = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.z.drawer};
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.size.drawerWidth};
  max-width: 100vw;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  border-left: 1px solid ${({ theme }) => theme.color.border.weak};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &:focus {
    outline: none;
  }
`;
