import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ButtonSpinner, StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /**
   * The emphasis: `primary` (the main action), `secondary` (default), `danger` (destructive),
   * `ghost` (no frame) or `link` (looks like a link).
   */
  variant?: ButtonVariant;
  /** The height: `sm` 28 px, `md` 36 px (default), `lg` 44 px. */
  size?: ButtonSize;
  /** Shows a spinner, announces busy and ignores clicks, keeping the label for its width. */
  loading?: boolean;
  /** Takes the full width of its container. */
  block?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
}

/** The console's button. `type` defaults to "button" so a button never submits a form by accident. */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  block = false,
  icon,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      data-variant={variant}
      data-size={size}
      data-block={block || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <ButtonSpinner aria-hidden /> : icon}
      {children}
    </StyledButton>
  );
}
