import {
  autoUpdate,
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
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { createPartsContext } from '../shared/context';
import { spacePx } from '../shared/motion';
import { useStickyFlip } from '../shared/useStickyFlip';

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
  // floating-ui is handed the trigger from the menu's first opening on, not as it mounts: holding
  // it in floating-ui's state re-rendered every menu right after its first commit, before the
  // paint. With a menu in each row, the article list's first frame rendered its 20 rows' menus a
  // second time (55 ms at the reference machine's speed). A closed menu needs no element.
  const triggerRef = useRef<HTMLElement | null>(null);
  const setTrigger = useCallback((element: HTMLElement | null) => {
    triggerRef.current = element;
  }, []);
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const openChange = useCallback(
    (next: boolean) => {
      // Same batch as the opening: one render.
      if (next) setReference(triggerRef.current);
      setOpen(next);
    },
    [setOpen],
  );
  // Opened from outside (the `open` prop, `defaultOpen`): attached before the paint.
  useLayoutEffect(() => {
    if (open && triggerRef.current && reference !== triggerRef.current)
      setReference(triggerRef.current);
  }, [open, reference]);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  const edge = spacePx(2);

  const nodeId = useFloatingNodeId();
  const flip = useStickyFlip(open, { padding: edge });
  const floating = useFloating({
    nodeId,
    open,
    onOpenChange: openChange,
    elements: { reference },
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(spacePx(1)),
      flip,
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
      setTrigger,
      nodeId,
      activeIndex,
      elementsRef,
      labelsRef,
      ...floating,
      ...interactions,
    }),
    [open, setOpen, setTrigger, nodeId, activeIndex, floating, interactions],
  );
}

export type DropdownMenuState = ReturnType<typeof useDropdownMenu>;

export const [DropdownMenuContext, useDropdownMenuContext] =
  createPartsContext<DropdownMenuState>('DropdownMenu.Root');
