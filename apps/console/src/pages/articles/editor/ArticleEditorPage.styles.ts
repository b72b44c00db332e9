import styled from 'styled-components';

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }
  a {
    margin-left: auto;
    color: ${({ theme }) => theme.color.text.link};
  }
`;

export const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  font-size: ${({ theme }) => theme.font.size.sm};

  li {
    counter-increment: step;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  li::before {
    content: counter(step) '.';
  }
  li[aria-current='step'] {
    background: ${({ theme }) => theme.color.bg.selected};
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const PreviewActions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.weak};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};

  .nd-spacer {
    flex: 1;
  }
`;

export const Done = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  text-align: center;

  > svg {
    width: ${({ theme }) => theme.space[12]};
    height: ${({ theme }) => theme.space[12]};
    color: ${({ theme }) => theme.color.text.success};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;
