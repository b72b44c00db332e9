import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { sizePx, spacePx } from './tokens';

export interface UseVirtualOptionsOptions {
  count: number;
  /** Virtualize (long lists only: short ones render every option). */
  enabled: boolean;
  open: boolean;
  highlightedIndex: number;
}

export interface VirtualOptions {
  /** The indexes of the options to render. */
  indexes: number[];
  /** Heights of the empty space above and below them (render as hidden spacers), when virtual. */
  spacers: { before: number; after: number } | null;
  /**
   * The listbox's ref callback. The element (the scroll element) is read when the virtualizer
   * attaches, so it is kept in a ref, not in state: a field does not render twice as it mounts.
   */
  setListElement: (element: HTMLElement | null) => void;
}

/**
 * Renders only the visible options of a long list (@tanstack/react-virtual). The options stay direct
 * children of the listbox, between two hidden spacers that stand for the rest, and the highlighted
 * option is scrolled into view so `aria-activedescendant` always points at a rendered element.
 */
export function useVirtualOptions({
  count,
  enabled,
  open,
  highlightedIndex,
}: UseVirtualOptionsOptions): VirtualOptions {
  const listRef = useRef<HTMLElement | null>(null);
  // The virtualizer looks for its element as the field renders; a listbox that mounts while the
  // list is open and virtual (portalled, a commit after the opening) renders the field once more.
  // (Once per element: downshift merges the ref into a new callback on every render.)
  const [attachments, attached] = useReducer((n: number) => n + 1, 0);
  const seenRef = useRef<HTMLElement | null>(null);
  const live = enabled && open;
  const setListElement = useCallback(
    (element: HTMLElement | null) => {
      listRef.current = element;
      if (!element || !live || element === seenRef.current) return;
      seenRef.current = element;
      attached();
    },
    [live],
  );
  const virtualizer = useVirtualizer({
    count,
    enabled: enabled && open,
    getScrollElement: () => listRef.current,
    estimateSize: () => sizePx('controlMd'),
    paddingStart: spacePx(1),
    paddingEnd: spacePx(1),
    overscan: 6,
  });

  useEffect(() => {
    if (enabled && open && highlightedIndex >= 0)
      virtualizer.scrollToIndex(highlightedIndex, { align: 'auto' });
    // Again once the listbox is attached: on opening, it may mount a commit after the field.
  }, [enabled, open, highlightedIndex, virtualizer, attachments]);

  if (!enabled)
    return { indexes: Array.from({ length: count }, (_, i) => i), spacers: null, setListElement };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  // Before the first measurement nothing is rendered: the spacer alone gives the list its height,
  // so the virtualizer has something to measure.
  return {
    indexes: items.map((item) => item.index),
    spacers: {
      before: first ? first.start : 0,
      after: virtualizer.getTotalSize() - (last ? last.end : 0),
    },
    setListElement,
  };
}
