import styled from 'styled-components';

/** Fixed at the top right above everything but tooltips and the route progress bar. */
export const Viewport = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.z.toast};
  /* The empty region must not swallow clicks on what lies under it. */
  pointer-events: none;
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
`;

export const ToastRoot = styled.li`
  @keyframes nd-toast-in {
    from {
      opacity: 0;
      transform: translateX(${({ theme }) => theme.space[6]});
    }
    to {
      opacity: 1;
      transform: none;
    }
  }

  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  width: max-content;
  max-width: min(
    ${({ theme }) => theme.size.rightPanelWidth},
    calc(100vw - ${({ theme }) => theme.space[8]})
  );
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.border.weak};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  pointer-events: auto;
  animation: nd-toast-in ${({ theme }) => theme.duration.normal} ease-out;

  & > [data-part='icon'] {
    flex: none;
    width: ${({ theme }) => theme.space[5]};
    height: ${({ theme }) => theme.space[5]};
    margin-top: ${({ theme }) => theme.space[1.5]};
  }
  &[data-tone='success'] > [data-part='icon'] {
    color: ${({ theme }) => theme.color.text.success};
  }
  &[data-tone='error'] > [data-part='icon'] {
    color: ${({ theme }) => theme.color.text.danger};
  }
  &[data-tone='info'] > [data-part='icon'] {
    color: ${({ theme }) => theme.color.text.link};
  }
  &[data-tone='error'] {
    border-color: ${({ theme }) => theme.color.border.danger};
  }
`;

export const Message = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[1.5]} 0`};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;
