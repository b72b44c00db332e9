import styled from 'styled-components';

export const AvatarRoot = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[8]};
  height: ${({ theme }) => theme.space[8]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
  white-space: nowrap;
  user-select: none;
  vertical-align: middle;

  &[data-shape='square'] {
    border-radius: ${({ theme }) => theme.radii.md};
  }

  &[data-size='xs'] {
    width: ${({ theme }) => theme.space[5]};
    height: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-size='sm'] {
    width: ${({ theme }) => theme.space[6]};
    height: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-size='lg'] {
    width: ${({ theme }) => theme.space[10]};
    height: ${({ theme }) => theme.space[10]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  &[data-size='xl'] {
    width: ${({ theme }) => theme.space[16]};
    height: ${({ theme }) => theme.space[16]};
    font-size: ${({ theme }) => theme.font.size.xl};
  }

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

  /* Two Chinese characters are wider than two letters: one step smaller. */
  &[data-cjk] {
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  &[data-cjk][data-size='lg'] {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-cjk][data-size='xl'] {
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  /* Inside a group: overlap by about a sixth, with a ring in the surface colour between them. */
  &[data-grouped] {
    box-shadow: 0 0 0 ${({ theme }) => theme.space[0.5]} ${({ theme }) => theme.color.bg.surface};
  }
  &[data-grouped]:not(:first-child) {
    margin-left: calc(-1 * ${({ theme }) => theme.space[1]});
  }
  &[data-grouped][data-size='md']:not(:first-child),
  &[data-grouped][data-size='lg']:not(:first-child) {
    margin-left: calc(-1 * ${({ theme }) => theme.space[1.5]});
  }
  &[data-grouped][data-size='xl']:not(:first-child) {
    margin-left: calc(-1 * ${({ theme }) => theme.space[3]});
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
  padding-left: ${({ theme }) => theme.space[0.5]};
`;
