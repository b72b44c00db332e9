import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const AvatarRoot = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${theme.space[8]};
  height: ${theme.space[8]};
  overflow: hidden;
  border-radius: ${theme.radii.full};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  line-height: 1;
  white-space: nowrap;
  user-select: none;
  vertical-align: middle;

  &[data-shape='square'] {
    border-radius: ${theme.radii.md};
  }

  &[data-size='xs'] {
    width: ${theme.space[5]};
    height: ${theme.space[5]};
    font-size: ${theme.font.size.xs};
  }
  &[data-size='sm'] {
    width: ${theme.space[6]};
    height: ${theme.space[6]};
    font-size: ${theme.font.size.xs};
  }
  &[data-size='lg'] {
    width: ${theme.space[10]};
    height: ${theme.space[10]};
    font-size: ${theme.font.size.md};
  }
  &[data-size='xl'] {
    width: ${theme.space[16]};
    height: ${theme.space[16]};
    font-size: ${theme.font.size.xl};
  }

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

  /* Two Chinese characters are wider than two letters: one step smaller. */
  &[data-cjk] {
    font-size: ${theme.font.size.xs};
  }
  &[data-cjk][data-size='lg'] {
    font-size: ${theme.font.size.sm};
  }
  &[data-cjk][data-size='xl'] {
    font-size: ${theme.font.size.lg};
  }

  /* Inside a group: overlap by about a sixth, with a ring in the surface colour between them. */
  &[data-grouped] {
    box-shadow: 0 0 0 ${theme.space[0.5]} ${theme.color.bg.surface};
  }
  &[data-grouped]:not(:first-child) {
    margin-left: calc(-1 * ${theme.space[1]});
  }
  &[data-grouped][data-size='md']:not(:first-child),
  &[data-grouped][data-size='lg']:not(:first-child) {
    margin-left: calc(-1 * ${theme.space[1.5]});
  }
  &[data-grouped][data-size='xl']:not(:first-child) {
    margin-left: calc(-1 * ${theme.space[3]});
  }
`;

export const AvatarImage = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
`;

export const GroupRoot = styled.div`
  display: inline-flex;
  align-items: center;
  padding-left: ${theme.space[0.5]};
`;
