import styled from 'styled-components';

import { theme } from '../../../foundations/tokens';
/**
 * Pieces the don't examples need that the library deliberately does not offer: a hand-made table
 * and a banner, the way a screen looks when it skips the library's own parts.
 */
export const BareTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};

  th {
    text-align: start;
    padding: ${theme.space[2]};
    border-bottom: 1px solid ${theme.color.border.medium};
    color: ${theme.color.text.secondary};
  }
`;

export const Banner = styled.div`
  margin-bottom: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.dangerSubtle};
  color: ${theme.color.text.danger};
  font-size: ${theme.font.size.sm};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;

export const Muted = styled.p`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

/** A status shown as a colour alone (the don't of status badges). */
export const Dot = styled.span`
  display: inline-block;
  width: ${theme.space[3]};
  height: ${theme.space[3]};
  border-radius: ${theme.radii.full};
  background: ${theme.color.text.secondary};

  &[data-tone='danger'] {
    background: ${theme.color.text.danger};
  }
  &[data-tone='success'] {
    background: ${theme.color.text.success};
  }
`;
