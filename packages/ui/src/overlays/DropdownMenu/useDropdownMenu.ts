import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { createPartsContext } from '../shared/context';
import { spacePx } from '../shared/motion';

export interface UseDropdownMenuOptions {
  /** Whether the menu is open (controlled); undefined lets the menu manage it. */
  open?: boolean;
  /** Whether the menu starts open when `open` is not controlled (default false). */
  defaultOpen?: boolean;
  /**
   * Called with the new open state when the menu opens or closes (an item chosen, Escape, Tab, a
   * click outside).
   */
  onOpenChange?: (open: boolean) => void;
  /** Preferred side and alignment; flips and shifts to stay in view. */
  placement?: Placement;
}

/**
 * The menu button pattern on floating-ui: click or Enter/Space/ArrowDown opens on the first item,
 * ArrowUp on the last; arrows, Home/End and typeahead move; Escape, Tab and a click outside close.
 */
export function useDropdownMenu({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placement = 'bottom-start',
}: UseDropdownMenuOptions) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  const edge = spacePx(2);

  const nodeId = useFloatingNodeId();
  const floating = useFloating({
    nodeId,
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(spacePx(1)),
      flip({ padding: edge }),
      shift({ padding: edge }),
      size({
        padding: edge,
        apply({ availableHeight, rects, elements }) {
          Object.assign(elements.floating.style, {
            maxHeight: `${Math.max(0, availableHeight)}px`,
            minWidth: `${rects.reference.width}px`,
          });
        },
      }),
    ],
  });
  const { context } = floating;

  const interactions = useInteractions([
    useClick(context),
    useRole(context, { role: 'menu' }),
    useDismiss(context),
    useListNavigation(context, {
      listRef: elementsRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      focusItemOnOpen: true,
    }),
    useTypeahead(context, {
      listRef: labelsRef,
      activeIndex,
      onMatch: open ? setActiveIndex : undefined,
    }),
  ]);

  return useMemo(
    () => ({
      open,
      setOpen,
      nodeId,
      activeIndex,
      elementsRef,
      labelsRef,
      ...floating,
      ...interactions,
    }),
    [open, setOpen, nodeId, activeIndex, floating, interactions],
  );
}

export type DropdownMenuState = ReturnType<typeof useDropdownMenu>;

export const [DropdownMenuContext, useDropdownMenuContext] =
  createPartsContext<DropdownMenuState>('DropdownMenu.Root');
