import { X } from 'lucide-react';
import type { ComponentPropsWithRef, MouseEvent, ReactNode, Ref } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  max-width: 100%;
  min-width: 0;
  height: ${theme.size.controlSm};
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.full};
  background: ${theme.color.bg.subtle};
  color: ${theme.color.text.primary};
  font-size: ${theme.font.size.sm};
  line-height: 1;
  white-space: nowrap;
  &[data-removable='true'] {
    padding-right: ${theme.space[0.5]};
  }
  &[data-size='sm'] {
    height: calc(${theme.size.controlSm} - ${theme.space[1]});
    font-size: ${theme.font.size.xs};
  }
  &[data-tone='accent'] {
    border-color: transparent;
    background: ${theme.color.bg.selected};
    color: ${theme.color.text.link};
  }
  &[data-disabled='true'] {
    color: ${theme.color.text.secondary};
  }
  & > svg {
    flex: none;
    width: 1.1em;
    height: 1.1em;
  }
`;

const ChipText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const RemoveButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: calc(${theme.size.controlSm} - ${theme.space[2]});
  height: calc(${theme.size.controlSm} - ${theme.space[2]});
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.full};
  background: transparent;
  color: inherit;
  cursor: pointer;
  & > svg {
    width: 1.05em;
    height: 1.05em;
  }
  &:hover:not(:disabled) {
    background: ${theme.color.bg.hover};
  }
  &:focus-visible {
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export interface ChipProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The chip's text, already translated; it also names the remove button. */
  label: string;
  /** Shows a remove button; called when it is pressed. */
  onRemove?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The remove button's accessible name (default "Remove {label}"). */
  removeLabel?: string;
  /** Reaches the remove button (to move focus there). */
  removeRef?: Ref<HTMLButtonElement>;
  /** An icon shown before the label (decorative: mark it `aria-hidden`). */
  icon?: ReactNode;
  /** `md` is a small control's height (default); `sm` is a little shorter, with smaller text. */
  size?: 'sm' | 'md';
  /** `neutral` (default) or `accent` for a highlighted chip. */
  tone?: 'neutral' | 'accent';
  /** Dims the chip and disables its remove button (default false). */
  disabled?: boolean;
}

/** A compact token (a tag, a selected option, a hot search word), optionally removable. */
export function Chip({
  label,
  onRemove,
  removeLabel,
  removeRef,
  icon,
  size = 'md',
  tone = 'neutral',
  disabled = false,
  title,
  ...rest
}: ChipProps) {
  const { t } = useTranslation();
  return (
    <Root
      data-size={size}
      data-tone={tone}
      data-disabled={disabled || undefined}
      data-removable={onRemove ? true : undefined}
      title={title ?? label}
      {...rest}
    >
      {icon}
      <ChipText>{label}</ChipText>
      {onRemove && (
        <RemoveButton
          ref={removeRef}
          type="button"
          aria-label={removeLabel ?? t('chip-remove', { label })}
          onClick={onRemove}
          disabled={disabled}
        >
          <X aria-hidden="true" />
        </RemoveButton>
      )}
    </Root>
  );
}
