import {
  FloatingArrow,
  FloatingNode,
  FloatingPortal,
  arrow as arrowMiddleware,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useControllableState } from '../../utils/useControllableState';
import { spacePx, useOverlayTransition } from '../shared/motion';
import { OverlayTree } from '../shared/tree';

import { theme } from '../../foundations/tokens';
/** The props a tooltip's trigger receives: spread them on the focusable element it describes. */
export type TooltipTriggerProps = Record<string, unknown> & {
  /**
   * Attaches the tooltip to the trigger element (for positioning and the hover and focus
   * listeners).
   */
  ref: (node: HTMLElement | null) => void;
};

export interface TooltipProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'content'> {
  /** The tooltip's text (already translated). */
  content: ReactNode;
  /**
   * Renders the trigger: spread the given props (ref, handlers, `aria-describedby`) on a
   * focusable element.
   */
  children: (props: TooltipTriggerProps) => ReactNode;
  /** Preferred side and alignment (default `top`); flips and shifts to stay in view. */
  placement?: Placement;
  /** Milliseconds of hover before it opens (focus opens it at once). */
  delay?: number;
  /** Whether the tooltip is shown (controlled); undefined lets hover and focus drive it. */
  open?: boolean;
  /** Whether the tooltip starts shown when `open` is not controlled (default false). */
  defaultOpen?: boolean;
  /** Called with the new state when hover, focus, Escape or leaving shows or hides the tooltip. */
  onOpenChange?: (open: boolean) => void;
}

const Bubble = styled.div`
  z-index: ${theme.z.tooltip};
  max-width: min(36ch, calc(100vw - ${theme.space[4]}));
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radii.sm};
  background: ${theme.color.bg.tooltip};
  color: ${theme.color.text.inverse};
  font-size: ${theme.font.size.xs};
  line-height: ${theme.font.lineHeight.normal};
  pointer-events: none;
  overflow-wrap: break-word;
`;

const Arrow = styled(FloatingArrow)`
  fill: ${theme.color.bg.tooltip};
`;

/**
 * A short description of the element it is attached to, shown on hover (after `delay`) and on
 * keyboard focus; `role="tooltip"`, tied to the trigger by `aria-describedby`; Escape hides it.
 * Never put interactive content in it (use a Popover).
 *
 * ```tsx
 * <Tooltip content="Delete the article">
 *   {(props) => <IconButton {...props} label="Delete" icon={<Trash2 aria-hidden />} />}
 * </Tooltip>
 * ```
 */
export function Tooltip(props: TooltipProps) {
  return (
    <OverlayTree>
      <TooltipInner {...props} />
    </OverlayTree>
  );
}

function TooltipInner({
  content,
  children,
  placement = 'top',
  delay = 400,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  style,
  ref,
  ...rest
}: TooltipProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);
  const nodeId = useFloatingNodeId();
  const { refs, floatingStyles, context } = useFloating({
    nodeId,
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(spacePx(2)),
      flip({ padding: spacePx(2) }),
      shift({ padding: spacePx(2) }),
      arrowMiddleware({ element: arrowElement, padding: spacePx(1) }),
    ],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, delay: { open: delay, close: 0 } }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const { isMounted, styles } = useOverlayTransition(context, 'fast', {
    initial: { opacity: 0 },
  });
  const floatingRef = useMergeRefs([refs.setFloating, ref]);

  return (
    <>
      {children(getReferenceProps({ ref: refs.setReference }) as TooltipTriggerProps)}
      <FloatingNode id={nodeId}>
        {isMounted && (
          <FloatingPortal>
            <Bubble
              ref={floatingRef}
              style={{ ...floatingStyles, ...styles, ...style }}
              {...getFloatingProps(rest)}
            >
              {content}
              <Arrow ref={setArrowElement} context={context} width={10} height={5} />
            </Bubble>
          </FloatingPortal>
        )}
      </FloatingNode>
    </>
  );
}
