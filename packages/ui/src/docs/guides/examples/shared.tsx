import styled from 'styled-components';

/**
 * Pieces the don't examples need that the library deliberately does not offer: a hand-made table
 * and a banner, the way a screen looks when it skips the library's own parts.
 */
export const BareTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th {
    text-align: start;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.medium};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

export const Banner = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.dangerSubtle};
  color: ${({ theme }) => theme.color.text.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Muted = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A status shown as a colour alone (the don't of status badges). */
export const Dot = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.text.secondary};

  &[data-tone='danger'] {
    background: ${({ theme }) => theme.color.text.danger};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.color.text.success};
  }
`;
