import {
  autoUpdate,
  offset,
  shift,
  size,
  useClick,
  useDismiss,
  useFloating,
  useFloatingParentNodeId,
  useFloatingTree,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
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

/** What the root keeps for the menu from its mount on, before the menu's machinery runs. */
export interface DropdownMenuAnchor {
  /** The menu's node in the overlay tree (nested overlays name it as their parent from the start). */
  nodeId: string;
  /** The trigger's element, written by the trigger's ref. */
  triggerRef: RefObject<HTMLElement | null>;
}

/**
 * The menu button pattern on floating-ui: click or Enter/Space/ArrowDown opens on the first item,
 * ArrowUp on the last; arrows, Home/End and typeahead move; Escape, Tab and a click outside close.
 */
export function useDropdownMenu(
  {
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    placement = 'bottom-start',
  }: UseDropdownMenuOptions,
  { nodeId, triggerRef }: DropdownMenuAnchor,
) {
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
  const setTrigger = useCallback(
    (element: HTMLElement | null) => {
      triggerRef.current = element;
    },
    [triggerRef],
  );
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const openChange = useCallback(
    (next: boolean) => {
      // Same batch as the opening: one render.
      if (next) setReference(triggerRef.current);
      setOpen(next);
    },
    [setOpen, triggerRef],
  );
  // Opened from outside (the `open` prop, `defaultOpen`): attached before the paint.
  useLayoutEffect(() => {
    if (open && triggerRef.current && reference !== triggerRef.current)
      setReference(triggerRef.current);
  }, [open, reference, triggerRef]);
  const elementsRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  const edge = spacePx(2);

  // floating-ui's useFloatingNodeId, with the id the root chose as it mounted.
  const tree = useFloatingTree();
  const parentId = useFloatingParentNodeId();
  useLayoutEffect(() => {
    const node = { id: nodeId, parentId };
    tree?.addNode(node);
    return () => tree?.removeNode(node);
  }, [tree, nodeId, parentId]);
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

/**
 * A menu not yet used: its trigger is a plain menu button that wakes the menu up when a pointer
 * comes over it, when it takes the focus, or when it is clicked (the click is then replayed on the
 * awake trigger). A list with a menu in each row mounts none of floating-ui's machinery until a
 * row's menu is about to be used.
 */
export interface DormantDropdownMenu {
  dormant: true;
  open: false;
  setTrigger: (element: HTMLElement | null) => void;
  /**
   * Mounts the menu's machinery; `replay` is what to do again on the trigger once it is awake: a
   * click, or a key (the arrow keys open the menu on its first or last item).
   */
  wake: (replay: false | 'click' | KeyboardEventInit) => void;
}

export const [DropdownMenuContext, useDropdownMenuContext] = createPartsContext<
  DropdownMenuState | DormantDropdownMenu
>('DropdownMenu.Root');

/** The awake menu, for the parts that exist only once it is awake (its content and items). */
export function useAwakeDropdownMenu(part: string): DropdownMenuState {
  const menu = useDropdownMenuContext(part);
  if ('dormant' in menu) throw new Error(`<${part}> rendered before its menu woke up.`);
  return menu;
}
