import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

import { theme } from '../../foundations/tokens';
export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The spinner's size: `sm`, `md` (default) or `lg`. */
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, for screen readers (and on screen with `showLabel`); defaults to "Loading…". */
  label?: string;
  /** Writes the label next to the spinner instead of only for screen readers (default false). */
  showLabel?: boolean;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  vertical-align: middle;
`;

const Ring = styled.span`
  @keyframes nd-spinner-rotate {
    to {
      transform: rotate(360deg);
    }
  }

  flex: none;
  width: ${theme.space[6]};
  height: ${theme.space[6]};
  border: ${theme.space[0.5]} solid ${theme.color.border.weak};
  border-top-color: ${theme.color.text.link};
  border-radius: ${theme.radii.full};
  animation: nd-spinner-rotate calc(${theme.duration.slow} * 2.5) linear infinite;

  [data-size='sm'] > & {
    width: ${theme.space[4]};
    height: ${theme.space[4]};
  }
  [data-size='lg'] > & {
    width: ${theme.space[10]};
    height: ${theme.space[10]};
    border-width: ${theme.space[1]};
  }
`;

/** An indeterminate loading indicator announced as a status. */
export function Spinner({ size = 'md', label, showLabel = false, ...rest }: SpinnerProps) {
  const { t } = useTranslation();
  const text = label ?? t('feedback-loading');
  return (
    <Root role="status" data-size={size} {...rest}>
      <Ring aria-hidden />
      {showLabel ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </Root>
  );
}
