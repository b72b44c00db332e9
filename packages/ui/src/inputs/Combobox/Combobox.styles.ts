import styled from 'styled-components';
import { bareInput, controlFrame } from '../shared/control.styles';

import { theme } from '../../foundations/tokens';
export const Frame = styled.div`
  ${controlFrame}
  cursor: text;
  &[data-multiple='true'] {
    align-items: center;
    padding-top: ${theme.space[0.5]};
    padding-bottom: ${theme.space[0.5]};
  }
  &[data-disabled='true'] {
    cursor: not-allowed;
  }
`;

/** Chips and the input, wrapping onto more lines as chips are added. */
export const ValueArea = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};
  min-width: 0;
  align-self: stretch;
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  max-width: 100%;
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  /* The formTagsStyle preference 'block': one chip per line. */
  &[data-layout='block'] {
    flex-direction: column;
    align-items: flex-start;
  }
  & > li {
    display: flex;
    min-width: 0;
    max-width: 100%;
  }
`;

export const Input = styled.input`
  ${bareInput}
  flex: 1 1 6em;
  min-width: 6em;
  width: auto;
  min-height: calc(${theme.size.controlMd} - 2px);
  [data-size='sm'] & {
    min-height: calc(${theme.size.controlSm} - 2px);
  }
  [data-size='lg'] & {
    min-height: calc(${theme.size.controlLg} - 2px);
  }
  [data-multiple='true'] & {
    min-height: ${theme.size.controlSm};
  }
`;
