import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const Scroller = styled.div`
  position: relative;
  &[data-scroll='container'] {
    overflow: auto;
    overscroll-behavior: contain;
    border: 1px solid ${theme.color.border.weak};
    border-radius: ${theme.radii.md};
    background: ${theme.color.bg.surface};
  }
  &[data-scroll='container']:focus-visible {
    outline-offset: 0;
  }
`;

export const Sizer = styled.div`
  position: relative;
  width: 100%;
`;

export const Item = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  overflow: hidden;
  &[data-measured] {
    overflow: visible;
  }
  &[data-loading] {
    display: flex;
    align-items: center;
    padding: 0 ${theme.space[4]};
  }
`;
