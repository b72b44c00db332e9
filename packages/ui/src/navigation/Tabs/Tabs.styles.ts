import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export const TabList = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${theme.space[1]};
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;

  &[data-variant='line'] {
    gap: ${theme.space[4]};
    border-bottom: 1px solid ${theme.color.border.weak};
  }
  &[data-variant='pill'] {
    padding: ${theme.space[1]};
    border-radius: ${theme.radii.md};
    background: ${theme.color.bg.subtle};
    width: max-content;
    max-width: 100%;
  }
`;

export const TabButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1.5]};
  flex: none;
  border: 0;
  background: transparent;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${theme.duration.fast},
    background-color ${theme.duration.fast};

  &:hover:not(:disabled) {
    color: ${theme.color.text.primary};
  }
  &:disabled {
    color: ${theme.color.text.disabled};
    cursor: not-allowed;
  }

  [data-variant='line'] > & {
    height: ${theme.size.controlLg};
    padding: 0 ${theme.space[1]};
    &::after {
      content: '';
      position: absolute;
      left: 0;
      right: 0;
      bottom: -1px;
      height: ${theme.space[0.5]};
      border-radius: ${theme.radii.full};
      background: transparent;
    }
    &[aria-selected='true'] {
      color: ${theme.color.text.link};
      &::after {
        background: ${theme.color.bg.accent};
      }
    }
    &:focus-visible {
      outline-offset: -2px;
    }
  }

  [data-variant='pill'] > & {
    height: ${theme.size.controlSm};
    padding: 0 ${theme.space[3]};
    border-radius: ${theme.radii.sm};
    &[aria-selected='true'] {
      background: ${theme.color.bg.selected};
      color: ${theme.color.text.link};
      box-shadow: ${theme.shadow.sm};
    }
  }
`;

export const TabCount = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.space[5]};
  padding: 0 ${theme.space[1.5]};
  border-radius: ${theme.radii.full};
  background: ${theme.color.bg.subtle};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.normal};
  font-variant-numeric: tabular-nums;

  [aria-selected='true'] > & {
    background: ${theme.color.bg.selected};
    color: ${theme.color.text.link};
  }
  [data-variant='pill'] > [aria-selected='true'] > & {
    background: ${theme.color.bg.surface};
  }
`;

export const TabPanel = styled.div`
  &[data-variant='line'] {
    padding-top: ${theme.space[4]};
  }
  &[data-variant='pill'] {
    padding-top: ${theme.space[3]};
  }
  &:focus-visible {
    outline-offset: 2px;
  }
`;
