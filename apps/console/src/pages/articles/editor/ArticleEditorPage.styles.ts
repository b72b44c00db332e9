import styled from 'styled-components';

import { theme } from '@newsdesk/ui';
export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]};
  margin-bottom: ${theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
  a {
    margin-left: auto;
    color: ${theme.color.text.link};
  }
`;

export const Steps = styled.ol`
  display: flex;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  font-size: ${theme.font.size.sm};

  li {
    counter-increment: step;
    display: flex;
    align-items: center;
    gap: ${theme.space[1]};
    padding: ${theme.space[1]} ${theme.space[3]};
    border-radius: ${theme.radii.full};
    background: ${theme.color.bg.subtle};
    color: ${theme.color.text.secondary};
  }
  li::before {
    content: counter(step) '.';
  }
  li[aria-current='step'] {
    background: ${theme.color.bg.selected};
    color: ${theme.color.text.link};
    font-weight: ${theme.font.weight.semibold};
  }
`;

export const PreviewActions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[6]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  background: ${theme.color.bg.surface};

  .nd-spacer {
    flex: 1;
  }
`;

export const Done = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[12]} ${theme.space[4]};
  text-align: center;

  > svg {
    width: ${theme.space[12]};
    height: ${theme.space[12]};
    color: ${theme.color.text.success};
  }
  h2 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
  p {
    margin: 0;
    color: ${theme.color.text.secondary};
  }
  div {
    display: flex;
    gap: ${theme.space[2]};
    margin-top: ${theme.space[3]};
  }
`;
