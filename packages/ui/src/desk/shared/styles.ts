import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
/** The column of fields of a desk form. */
export const DeskFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

/** Two fields side by side on wide screens. */
export const DeskRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${theme.space[4]};
`;

export const DeskActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
`;

/** Title over secondary text in a list cell. */
export const DeskCellText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
  strong {
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  span {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;
