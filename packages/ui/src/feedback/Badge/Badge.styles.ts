import styled from 'styled-components';

/**
 * Subtle badges pair a status colour with its tint (every pair passes 4.5:1 in both themes); solid
 * badges put the inverse text colour on the status colour.
 */
export const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: ${({ theme }) => theme.space[5]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;

  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.status.draft};
  }
  &[data-tone='info'] {
    background: ${({ theme }) => theme.color.bg.infoSubtle};
    color: ${({ theme }) => theme.color.status.info};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.color.bg.successSubtle};
    color: ${({ theme }) => theme.color.status.published};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.color.bg.warningSubtle};
    color: ${({ theme }) => theme.color.status.scheduled};
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.color.bg.dangerSubtle};
    color: ${({ theme }) => theme.color.status.deleted};
  }

  &[data-variant='solid'] {
    color: ${({ theme }) => theme.color.text.inverse};
  }
  &[data-variant='solid'][data-tone='neutral'] {
    background: ${({ theme }) => theme.color.status.draft};
  }
  &[data-variant='solid'][data-tone='info'] {
    background: ${({ theme }) => theme.color.status.info};
  }
  &[data-variant='solid'][data-tone='success'] {
    background: ${({ theme }) => theme.color.status.published};
  }
  &[data-variant='solid'][data-tone='warning'] {
    background: ${({ theme }) => theme.color.status.scheduled};
  }
  &[data-variant='solid'][data-tone='danger'] {
    background: ${({ theme }) => theme.color.status.deleted};
  }

  &[data-count] {
    justify-content: center;
    min-width: ${({ theme }) => theme.space[5]};
    padding: 0 ${({ theme }) => theme.space[1.5]};
    font-variant-numeric: tabular-nums;
  }

  /* A lone dot: the status colour itself, no text. */
  &[data-shape='dot'] {
    width: ${({ theme }) => theme.space[2]};
    height: ${({ theme }) => theme.space[2]};
    padding: 0;
    background: currentColor;
  }

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.space[3]};
    height: ${({ theme }) => theme.space[3]};
  }
`;

export const Dot = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space[1.5]};
  height: ${({ theme }) => theme.space[1.5]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: currentColor;
`;
