import type { CSSProperties, ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { theme, type space } from '../../foundations/tokens';

type Space = keyof typeof space;

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Lays the children out in a `column` (default) or a `row`. */
  direction?: 'row' | 'column';
  /** The space between children, as a key of the spacing scale (default 2, 8 px; 4 is 16 px). */
  gap?: Space;
  /** CSS `align-items` across the direction (default `stretch`). */
  align?: CSSProperties['alignItems'];
  /** CSS `justify-content` along the direction (default `flex-start`). */
  justify?: CSSProperties['justifyContent'];
  /** Lets the children wrap onto several lines (default false). */
  wrap?: boolean;
  /** The element to render (styled-components owns `as`). */
  tag?: 'div' | 'section' | 'ul' | 'ol' | 'li' | 'nav' | 'header' | 'footer' | 'form' | 'span';
}

const Root = styled.div<{
  $gap: Space;
  $direction: 'row' | 'column';
  $align?: string;
  $justify?: string;
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Lays children out in a row or a column with a token gap. */
export function Stack({
  direction = 'column',
  gap = 2,
  align,
  justify,
  wrap = false,
  tag = 'div',
  ...rest
}: StackProps) {
  return (
    <Root
      as={tag}
      $direction={direction}
      $gap={gap}
      $align={align as string | undefined}
      $justify={justify as string | undefined}
      $wrap={wrap}
      {...rest}
    />
  );
}
