import {
  arrow as arrowMiddleware,
  autoUpdate,
  offset,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useMemo, useState } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { createPartsContext } from '../shared/context';
import { spacePx } from '../shared/motion';
import { useSlot } from '../shared/useSlot';
import { useStickyFlip } from '../shared/useStickyFlip';

export interface UsePopoverOptions {
  /** Whether the popover is open (controlled); undefined lets the popover manage it. */
  open?: boolean;
  /** Whether the popover starts open when `open` is not controlled (default false). */
  defaultOpen?: boolean;
  /**
   * Called with the new open state when the trigger toggles it or Escape or a click outside closes
   * it.
   */
  onOpenChange?: (open: boolean) => void;
  /** Preferred side and alignment; flips and shifts to stay in view. */
  placement?: Placement;
  /** Shows an arrow pointing at the trigger. */
  arrow?: boolean;
}

/** The state and floating-ui wiring of a popover, shared by its parts through context. */
export function usePopover({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placement = 'bottom-start',
  arrow = false,
}: UsePopoverOptions) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);
  const gap = spacePx(arrow ? 3 : 1.5);
  const edge = spacePx(2);

  const nodeId = useFloatingNodeId();
  const flip = useStickyFlip(open, { padding: edge });
  const floating = useFloating({
    nodeId,
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip,
      shift({ padding: edge }),
      size({
        padding: edge,
        apply({ availableHeight, elements }) {
          elements.floating.style.maxHeight = `${Math.max(0, availableHeight)}px`;
        },
      }),
      arrow ? arrowMiddleware({ element: arrowElement, padding: spacePx(3) }) : null,
    ],
  });

  const interactions = useInteractions([
    useClick(floating.context),
    useDismiss(floating.context),
    useRole(floating.context, { role: 'dialog' }),
  ]);
  const title = useSlot();
  const description = useSlot();

  return useMemo(
    () => ({
      open,
      setOpen,
      nodeId,
      arrow,
      setArrowElement,
      title,
      description,
      ...floating,
      ...interactions,
    }),
    [open, setOpen, nodeId, arrow, title, description, floating, interactions],
  );
}

export type PopoverState = ReturnType<typeof usePopover>;

export const [PopoverContext, usePopoverContext] = createPartsContext<PopoverState>('Popover.Root');
