import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/**
 * Subtle badges pair a status colour with its tint (every pair passes 4.5:1 in both themes); solid
 * badges put the inverse text colour on the status colour.
 */
export const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  height: ${theme.space[5]};
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radii.full};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;

  &[data-tone='neutral'] {
    background: ${theme.color.bg.subtle};
    color: ${theme.color.status.draft};
  }
  &[data-tone='info'] {
    background: ${theme.color.bg.infoSubtle};
    color: ${theme.color.status.info};
  }
  &[data-tone='success'] {
    background: ${theme.color.bg.successSubtle};
    color: ${theme.color.status.published};
  }
  &[data-tone='warning'] {
    background: ${theme.color.bg.warningSubtle};
    color: ${theme.color.status.scheduled};
  }
  &[data-tone='danger'] {
    background: ${theme.color.bg.dangerSubtle};
    color: ${theme.color.status.deleted};
  }

  &[data-variant='solid'] {
    color: ${theme.color.text.inverse};
  }
  &[data-variant='solid'][data-tone='neutral'] {
    background: ${theme.color.status.draft};
  }
  &[data-variant='solid'][data-tone='info'] {
    background: ${theme.color.status.info};
  }
  &[data-variant='solid'][data-tone='success'] {
    background: ${theme.color.status.published};
  }
  &[data-variant='solid'][data-tone='warning'] {
    background: ${theme.color.status.scheduled};
  }
  &[data-variant='solid'][data-tone='danger'] {
    background: ${theme.color.status.deleted};
  }

  &[data-count] {
    justify-content: center;
    min-width: ${theme.space[5]};
    padding: 0 ${theme.space[1.5]};
    font-variant-numeric: tabular-nums;
  }

  /* A lone dot: the status colour itself, no text. */
  &[data-shape='dot'] {
    width: ${theme.space[2]};
    height: ${theme.space[2]};
    padding: 0;
    background: currentColor;
  }

  & > svg {
    flex: none;
    width: ${theme.space[3]};
    height: ${theme.space[3]};
  }
`;

export const Dot = styled.span`
  flex: none;
  width: ${theme.space[1.5]};
  height: ${theme.space[1.5]};
  border-radius: ${theme.radii.full};
  background: currentColor;
`;
