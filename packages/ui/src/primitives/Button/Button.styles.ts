import styled, { css } from 'styled-components';

import { theme } from '../../foundations/tokens';
export const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1.5]};
  height: ${theme.size.controlMd};
  padding: 0 ${theme.space[4]};
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${theme.duration.fast},
    border-color ${theme.duration.fast},
    color ${theme.duration.fast};

  &[data-size='sm'] {
    height: ${theme.size.controlSm};
    padding: 0 ${theme.space[3]};
    font-size: ${theme.font.size.sm};
  }
  &[data-size='lg'] {
    height: ${theme.size.controlLg};
    padding: 0 ${theme.space[5]};
    font-size: ${theme.font.size.lg};
  }
  &[data-block='true'] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${theme.color.bg.accent};
    color: ${theme.color.text.onAccent};
    &:hover:not(:disabled) {
      background: ${theme.color.bg.accentHover};
    }
  }
  &[data-variant='secondary'] {
    background: ${theme.color.bg.surface};
    border-color: ${theme.color.border.medium};
    color: ${theme.color.text.primary};
    &:hover:not(:disabled) {
      background: ${theme.color.bg.hover};
    }
  }
  &[data-variant='danger'] {
    background: ${theme.color.bg.danger};
    color: ${theme.color.text.onAccent};
    &:hover:not(:disabled) {
      background: ${theme.color.bg.dangerHover};
    }
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${theme.color.text.primary};
    &:hover:not(:disabled) {
      background: ${theme.color.bg.hover};
    }
  }
  &[data-variant='link'] {
    background: transparent;
    height: auto;
    padding: 0;
    color: ${theme.color.text.link};
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  }

  &:disabled,
  &[aria-busy='true'] {
    cursor: not-allowed;
  }
  &:disabled {
    background: ${theme.color.bg.disabled};
    border-color: transparent;
    color: ${theme.color.text.disabled};
  }
  &[data-variant='link']:disabled,
  &[data-variant='ghost']:disabled {
    background: transparent;
  }
`;

export const spin = css`
  @keyframes nd-button-spin {
    to {
      transform: rotate(360deg);
    }
  }
  animation: nd-button-spin 0.8s linear infinite;
`;

export const ButtonSpinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${theme.radii.full};
  ${spin}
`;
