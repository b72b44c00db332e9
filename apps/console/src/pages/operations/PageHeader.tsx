import type { ReactNode } from 'react';
import styled from 'styled-components';

import { theme } from '@newsdesk/ui';
const Root = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

/** The heading row of an operations screen: its title and its main action. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Root>
      <h1>{title}</h1>
      {children}
    </Root>
  );
}

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;
