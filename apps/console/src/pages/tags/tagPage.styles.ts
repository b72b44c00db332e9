import styled from 'styled-components';

import { theme } from '@newsdesk/ui';
export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }

  & > div {
    display: flex;
    gap: ${theme.space[2]};
  }
`;

export const Panel = styled.div`
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};
`;

export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${theme.space[4]};

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  color: ${theme.color.text.secondary};
`;

export const ModalActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
`;
