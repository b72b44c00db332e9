import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  width: 100%;

  &[data-placement='viewport'] {
    position: fixed;
    top: 0;
    left: 0;
    right: 0;
    z-index: ${theme.z.progress};
    pointer-events: none;
    transition: opacity ${theme.duration.normal} ease ${theme.duration.fast};
  }
  &[data-phase='done'] {
    opacity: 0;
  }
`;

export const Track = styled.div`
  position: relative;
  flex: 1;
  height: ${theme.space[1.5]};
  overflow: hidden;
  border-radius: ${theme.radii.full};
  background: ${theme.color.bg.disabled};

  [data-placement='viewport'] > & {
    height: ${theme.space[0.5]};
    border-radius: 0;
    background: transparent;
  }
`;

/** Scaled, not resized: the width never changes, so trickling does not relayout the page. */
export const Fill = styled.div`
  position: absolute;
  inset: 0;
  transform-origin: 0 50%;
  background: ${theme.color.bg.accent};
  transition: transform ${theme.duration.normal} ease-out;

  [data-tone='success'] > div > & {
    background: ${theme.color.status.published};
  }
  [data-tone='danger'] > div > & {
    background: ${theme.color.status.deleted};
  }
`;

export const Value = styled.span`
  flex: none;
  min-width: ${theme.space[10]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;
