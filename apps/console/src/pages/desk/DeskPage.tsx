import type { ReactNode } from 'react';
import styled from 'styled-components';

import { theme } from '@newsdesk/ui';
const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

/** The frame of a desk screen: its heading (with actions beside it) over the content. */
export function DeskPage({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section>
      <Head>
        <h1>{title}</h1>
        {actions}
      </Head>
      {children}
    </Section>
  );
}

/** The search and filter bar of a desk list. */
export const DeskBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: flex-end;
`;

/** A tab's panel on a desk page (the Wall Street live tabs): its bar, its table, spaced. */
export const DeskTabSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding-top: ${theme.space[4]};
`;
