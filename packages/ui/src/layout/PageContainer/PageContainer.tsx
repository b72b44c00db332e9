import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { PageWidth } from '../../foundations/tokens';

import { theme } from '../../foundations/tokens';
export interface PageContainerProps extends ComponentPropsWithRef<'div'> {
  /** The page width class of the route (only lg and xl are used). */
  width?: PageWidth;
}

const Root = styled.div`
  width: 100%;
  margin: 0 auto;
  padding: ${theme.space[6]};
  max-width: ${theme.page.lg};
  &[data-width='sm'] {
    max-width: ${theme.page.sm};
  }
  &[data-width='md'] {
    max-width: ${theme.page.md};
  }
  &[data-width='xl'] {
    max-width: ${theme.page.xl};
  }
  &[data-width='2xl'] {
    max-width: ${theme.page['2xl']};
  }
  @media (max-width: ${theme.breakpoints.mobile}) {
    padding: ${theme.space[3]};
  }
`;

/** Centres a page at its width class: sm 1024, md 1200, lg 1600, xl 1800, 2xl 2160. */
export function PageContainer({ width = 'lg', ...rest }: PageContainerProps) {
  return <Root data-width={width} {...rest} />;
}
