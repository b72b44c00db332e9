import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/** Fixed at the top right above everything but tooltips and the route progress bar. */
export const Viewport = styled.section`
  position: fixed;
  top: ${theme.space[4]};
  right: ${theme.space[4]};
  z-index: ${theme.z.toast};
  /* The empty region must not swallow clicks on what lies under it. */
  pointer-events: none;
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
`;

export const ToastRoot = styled.li`
  @keyframes nd-toast-in {
    from {
      opacity: 0;
      transform: translateX(${theme.space[6]});
    }
    to {
      opacity: 1;
      transform: none;
    }
  }

  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  width: max-content;
  max-width: min(${theme.size.rightPanelWidth}, calc(100vw - ${theme.space[8]}));
  padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  background: ${theme.color.bg.surface};
  box-shadow: ${theme.shadow.lg};
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
  pointer-events: auto;
  animation: nd-toast-in ${theme.duration.normal} ease-out;

  & > [data-part='icon'] {
    flex: none;
    width: ${theme.space[5]};
    height: ${theme.space[5]};
    margin-top: ${theme.space[1.5]};
  }
  &[data-tone='success'] > [data-part='icon'] {
    color: ${theme.color.text.success};
  }
  &[data-tone='error'] > [data-part='icon'] {
    color: ${theme.color.text.danger};
  }
  &[data-tone='info'] > [data-part='icon'] {
    color: ${theme.color.text.link};
  }
  &[data-tone='error'] {
    border-color: ${theme.color.border.danger};
  }
`;

export const Message = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${theme.space[1.5]} 0;
  line-height: ${theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;
