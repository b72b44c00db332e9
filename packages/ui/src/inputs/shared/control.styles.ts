import styled, { css } from 'styled-components';

import { theme } from '../../foundations/tokens';
/**
 * The box every text-like control shares (text input, text area, select trigger, combobox, tag input,
 * date fields): border, surface, sizes, focus ring on `:focus-within`, invalid, disabled, read-only.
 * States are data attributes: `data-size`, `data-invalid`, `data-disabled`, `data-readonly`.
 */
export const controlFrame = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  width: 100%;
  min-width: 0;
  min-height: ${theme.size.controlMd};
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.color.border.medium};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.md};
  transition:
    border-color ${theme.duration.fast},
    box-shadow ${theme.duration.fast};

  &[data-size='sm'] {
    min-height: ${theme.size.controlSm};
    padding: 0 ${theme.space[2]};
    font-size: ${theme.font.size.sm};
  }
  &[data-size='lg'] {
    min-height: ${theme.size.controlLg};
    padding: 0 ${theme.space[4]};
    font-size: ${theme.font.size.lg};
  }
  &:hover:not([data-disabled='true']) {
    border-color: ${theme.color.border.strong};
  }
  &:focus-within {
    border-color: ${theme.color.border.focus};
    box-shadow: ${theme.shadow.focus};
  }
  &[data-invalid='true'] {
    border-color: ${theme.color.border.danger};
  }
  &[data-readonly='true'] {
    background: ${theme.color.bg.subtle};
  }
  &[data-disabled='true'] {
    background: ${theme.color.bg.disabled};
    border-color: ${theme.color.border.weak};
    color: ${theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const ControlFrame = styled.div`
  ${controlFrame}
`;

/** The bare native input inside a frame: the frame draws the border and the focus ring. */
export const bareInput = css`
  flex: 1 1 auto;
  align-self: stretch;
  min-width: 0;
  width: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: ${theme.font.lineHeight.normal};
  outline: none;
  &::placeholder {
    color: ${theme.color.text.secondary};
    opacity: 1;
  }
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
  }
`;

export const BareInput = styled.input`
  ${bareInput}
`;

/** Text or icons before or after the value (units, a search icon, the time zone). */
export const Affix = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${theme.color.text.secondary};
  white-space: nowrap;
  & > svg {
    width: 1.15em;
    height: 1.15em;
  }
`;

/** The chevron of a dropdown trigger. */
export const Chevron = styled.span`
  display: inline-flex;
  flex: none;
  color: ${theme.color.text.secondary};
  transition: transform ${theme.duration.fast};
  & > svg {
    width: 1.15em;
    height: 1.15em;
  }
  &[data-open='true'] {
    transform: rotate(180deg);
  }
`;

/** A small square button inside a frame (clear, open calendar, toggle the list). */
export const FrameButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${theme.size.controlSm};
  height: ${theme.size.controlSm};
  margin-right: calc(-1 * ${theme.space[1.5]});
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.color.text.secondary};
  cursor: pointer;
  & > svg {
    width: 1.15em;
    height: 1.15em;
  }
  &:hover:not(:disabled) {
    background: ${theme.color.bg.hover};
    color: ${theme.color.text.primary};
  }
  &:focus-visible {
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
  }
`;
