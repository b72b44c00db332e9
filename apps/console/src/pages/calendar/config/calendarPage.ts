import styled from 'styled-components';

import { theme } from '@newsdesk/ui';
/** The calendar config screens' page: a heading over the content. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
`;
