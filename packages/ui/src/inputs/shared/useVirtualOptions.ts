import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect } from 'react';
import { sizePx, spacePx } from './tokens';

export interface UseVirtualOptionsOptions {
  count: number;
  /** Virtualize (long lists only: short ones render every option). */
  enabled: boolean;
  open: boolean;
  highlightedIndex: number;
  /** The listbox element (the scroll element). */
  listElement: HTMLElement | null;
}

export interface VirtualOptions {
  /** The indexes of the options to render. */
  indexes: number[];
  /** Heights of the empty space above and below them (render as hidden spacers), when virtual. */
  spacers: { before: number; after: number } | null;
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
  listElement,
}: UseVirtualOptionsOptions): VirtualOptions {
  const virtualizer = useVirtualizer({
    count,
    enabled: enabled && open,
    getScrollElement: () => listElement,
    estimateSize: () => sizePx('controlMd'),
    paddingStart: spacePx(1),
    paddingEnd: spacePx(1),
    overscan: 6,
  });

  useEffect(() => {
    if (enabled && open && highlightedIndex >= 0)
      virtualizer.scrollToIndex(highlightedIndex, { align: 'auto' });
  }, [enabled, open, highlightedIndex, virtualizer]);

  if (!enabled) return { indexes: Array.from({ length: count }, (_, i) => i), spacers: null };
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
  };
}
