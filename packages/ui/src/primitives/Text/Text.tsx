import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

import { theme } from '../../foundations/tokens';
export interface TextProps extends ComponentPropsWithRef<'span'> {
  /** The font size from the type scale (default `md`). */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
  /** The font weight (default `regular`). */
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  /** The text colour by meaning (default `primary`; `secondary` for supporting text). */
  tone?: 'primary' | 'secondary' | 'disabled' | 'danger' | 'success' | 'warning' | 'link';
  /** Cuts the text to one line with an ellipsis. */
  truncate?: boolean;
  /** The element to render (default `span`; styled-components owns `as`). */
  tag?: 'span' | 'p' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | 'strong' | 'em' | 'label' | 'time';
}

const Root = styled.span`
  margin: 0;
  font-size: ${theme.font.size.md};
  color: ${theme.color.text.primary};
  &[data-size='xs'] {
    font-size: ${theme.font.size.xs};
  }
  &[data-size='sm'] {
    font-size: ${theme.font.size.sm};
  }
  &[data-size='lg'] {
    font-size: ${theme.font.size.lg};
  }
  &[data-size='xl'] {
    font-size: ${theme.font.size.xl};
    line-height: ${theme.font.lineHeight.tight};
  }
  &[data-size='2xl'] {
    font-size: ${theme.font.size['2xl']};
    line-height: ${theme.font.lineHeight.tight};
  }
  &[data-weight='medium'] {
    font-weight: ${theme.font.weight.medium};
  }
  &[data-weight='semibold'] {
    font-weight: ${theme.font.weight.semibold};
  }
  &[data-weight='bold'] {
    font-weight: ${theme.font.weight.bold};
  }
  &[data-tone='secondary'] {
    color: ${theme.color.text.secondary};
  }
  &[data-tone='disabled'] {
    color: ${theme.color.text.disabled};
  }
  &[data-tone='danger'] {
    color: ${theme.color.text.danger};
  }
  &[data-tone='success'] {
    color: ${theme.color.text.success};
  }
  &[data-tone='warning'] {
    color: ${theme.color.text.warning};
  }
  &[data-tone='link'] {
    color: ${theme.color.text.link};
  }
  &[data-truncate='true'] {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

/** Text in the type scale and the semantic text colours. */
export function Text({
  size = 'md',
  weight = 'regular',
  tone = 'primary',
  truncate,
  tag = 'span',
  ...rest
}: TextProps) {
  return (
    <Root
      as={tag}
      data-size={size}
      data-weight={weight}
      data-tone={tone}
      data-truncate={truncate || undefined}
      {...rest}
    />
  );
}
