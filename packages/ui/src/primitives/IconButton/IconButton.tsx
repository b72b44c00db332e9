import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The accessible name; an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon shown (mark it `aria-hidden`; `label` names the button). */
  icon: ReactNode;
  /** The emphasis: `ghost` (default, no frame), `secondary`, `primary` or `danger`. */
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  /** The square's side: `sm` 28 px, `md` 36 px (default), `lg` 44 px. */
  size?: 'sm' | 'md' | 'lg';
  /** For toggle buttons: announces and shows the pressed state. */
  pressed?: boolean;
}

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${theme.size.controlMd};
  height: ${theme.size.controlMd};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.color.text.secondary};
  cursor: pointer;
  transition: background-color ${theme.duration.fast};

  &[data-size='sm'] {
    width: ${theme.size.controlSm};
    height: ${theme.size.controlSm};
  }
  &[data-size='lg'] {
    width: ${theme.size.controlLg};
    height: ${theme.size.controlLg};
  }
  &:hover:not(:disabled) {
    background: ${theme.color.bg.hover};
    color: ${theme.color.text.primary};
  }
  &[aria-pressed='true'] {
    background: ${theme.color.bg.selected};
    color: ${theme.color.text.link};
  }
  &[data-variant='secondary'] {
    border-color: ${theme.color.border.medium};
    background: ${theme.color.bg.surface};
  }
  &[data-variant='primary'] {
    background: ${theme.color.bg.accent};
    color: ${theme.color.text.onAccent};
  }
  &[data-variant='danger'] {
    color: ${theme.color.text.danger};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${theme.color.text.disabled};
  }
  & > svg {
    width: 18px;
    height: 18px;
  }
`;

/** A square button showing only an icon; `label` is its accessible name and native tooltip. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  pressed,
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <Root
      type={type}
      aria-label={label}
      title={title ?? label}
      aria-pressed={pressed}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      {icon}
    </Root>
  );
}
