import {
  elementScroll,
  useVirtualizer,
  useWindowVirtualizer,
  windowScroll,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type Key, type RefObject } from 'react';

export type ScrollMode = 'container' | 'window';

export interface VirtualRowsOptions {
  /** Rows to lay out, loading placeholders included. */
  count: number;
  /** Real (loaded) rows; `onEndReached` looks at these. */
  dataCount: number;
  scroll: ScrollMode;
  /** Container mode: the scrolling element. Window mode: the list itself (its offset in the page). */
  scrollRef: RefObject<HTMLElement | null>;
  /** Fixed row height, or the estimate when rows are measured. */
  estimateSize: number;
  overscan: number;
  getItemKey: (index: number) => Key;
  onEndReached?: (() => void) | undefined;
  /** Rows from the end at which `onEndReached` fires. */
  endReachedThreshold: number;
  loading: boolean;
}

/** Virtualizers that have made their first scroll (see `attachScrollIsNoOp`). */
const attached = new WeakSet<object>();

/**
 * react-virtual scrolls its element, as it attaches, to the offset it started from, which is where
 * the element already is (the window's scrollY, a new container's 0). That write, in the middle of
 * the commit, forced a layout of the whole new screen: 21 ms of the article list's first render at
 * the reference machine's speed, and the layout was done again for the paint. The first scroll
 * is skipped when it would not move anything; every later one (scrollToIndex…) goes through.
 */
function attachScrollIsNoOp(
  offset: number,
  options: { adjustments?: number },
  instance: { scrollOffset: number | null },
) {
  const first = !attached.has(instance);
  attached.add(instance);
  return first && !options.adjustments && offset === instance.scrollOffset;
}
const containerScroll: typeof elementScroll<HTMLElement> = (offset, options, instance) => {
  if (!attachScrollIsNoOp(offset, options, instance)) elementScroll(offset, options, instance);
};
const pageScroll: typeof windowScroll<Window> = (offset, options, instance) => {
  if (!attachScrollIsNoOp(offset, options, instance)) windowScroll(offset, options, instance);
};

/**
 * One virtualizer for a scrolling container or for the window (react-virtual has a hook for each;
 * both are called and only the one in use is enabled), plus `onEndReached` for infinite loading:
 * called once per row count when the last rendered row comes within `endReachedThreshold` of the end.
 */
export function useVirtualRows({
  count,
  dataCount,
  scroll,
  scrollRef,
  estimateSize,
  overscan,
  getItemKey,
  onEndReached,
  endReachedThreshold,
  loading,
}: VirtualRowsOptions): {
  virtualizer: Virtualizer<Element | Window, Element>;
  scrollMargin: number;
} {
  const [scrollMargin, setScrollMargin] = useState(0);

  // In window mode, rows are positioned from the list's top, which sits somewhere down the page.
  // Read after the first paint: a row's position does not depend on it (`start` includes it), only
  // which rows are in view does, and reading it while the page commits forced a layout of the
  // whole new screen in the middle of the commit (29 ms of the article list's first render).
  // A list too short to be virtualized (count 0) has no use for it: measuring it anyway re-rendered
  // every row of the article list right after its first commit, before the paint.
  const virtual = count > 0;
  useEffect(() => {
    if (scroll !== 'window' || !virtual) return;
    const measure = () => {
      const el = scrollRef.current;
      if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [scroll, scrollRef, virtual]);

  const common = { count, estimateSize: () => estimateSize, overscan, getItemKey };
  const inContainer = useVirtualizer<HTMLElement, Element>({
    ...common,
    getScrollElement: () => scrollRef.current,
    scrollToFn: containerScroll,
    enabled: scroll === 'container',
  });
  const inWindow = useWindowVirtualizer<Element>({
    ...common,
    scrollToFn: pageScroll,
    scrollMargin,
    enabled: scroll === 'window',
  });
  const virtualizer = (scroll === 'window' ? inWindow : inContainer) as Virtualizer<
    Element | Window,
    Element
  >;

  const items = virtualizer.getVirtualItems();
  const lastRendered = items.length ? items[items.length - 1]!.index : -1;
  const lastVisible = Math.min(virtualizer.range?.endIndex ?? lastRendered, lastRendered);
  const calledFor = useRef(-1);
  useEffect(() => {
    if (!onEndReached || loading || dataCount === 0 || calledFor.current === dataCount) return;
    if (lastVisible >= dataCount - 1 - endReachedThreshold) {
      calledFor.current = dataCount;
      onEndReached();
    }
  }, [lastVisible, dataCount, loading, onEndReached, endReachedThreshold]);

  return { virtualizer, scrollMargin };
}
