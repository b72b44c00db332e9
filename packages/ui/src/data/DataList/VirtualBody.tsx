import { useCallback, useRef, type Key, type ReactNode } from 'react';
import { useVirtualRows, type ScrollMode } from '../VirtualList/useVirtualRows';

export interface VirtualBodyProps {
  /** How many rows the list has. */
  count: number;
  /** The React key of row `index` (its id). */
  getKey: (index: number) => Key;
  /** `window` when the page scrolls, `container` when the list's frame does. */
  scroll: ScrollMode;
  /** The fixed row height, or the estimate when rows are measured. */
  rowHeight: number;
  /** True when rows are measured as they render (variable heights). */
  measured: boolean;
  /** Rows rendered beyond the visible ones, each way. */
  overscan: number;
  /** Infinite loading: called once per row count when the end comes near. */
  onEndReached?: (() => void) | undefined;
  /** More rows are on their way (no `onEndReached` meanwhile). */
  loading: boolean;
  /** The attributes of row `index` (its `aria-rowindex`, selection). */
  rowProps: (index: number) => object;
  /** The cells of row `index`. */
  cells: (index: number) => ReactNode;
}

/**
 * The body of a long DataList: only the rows in view (and `overscan` each way) are in the DOM.
 * A module of its own, loaded when a list first reaches `virtualizeFrom` rows, so that screens
 * with a page of rows do not download the virtualizer.
 */
export function VirtualBody({
  count,
  getKey,
  scroll,
  rowHeight,
  measured,
  overscan,
  onEndReached,
  loading,
  rowProps,
  cells,
}: VirtualBodyProps) {
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  // Container mode scrolls the list's frame (`data-scroll`), which the parent renders: its ref is
  // attached after this component's layout effects, where the virtualizer first looks for it, so
  // the frame is found from the body, whose ref comes first.
  const frameRef = useRef<HTMLElement | null>(null);
  const setBody = useCallback((element: HTMLTableSectionElement | null) => {
    bodyRef.current = element;
    frameRef.current = element?.closest<HTMLElement>('[data-scroll]') ?? null;
  }, []);
  const { virtualizer, scrollMargin } = useVirtualRows({
    count,
    dataCount: count,
    scroll,
    scrollRef: scroll === 'window' ? bodyRef : frameRef,
    estimateSize: rowHeight,
    overscan,
    getItemKey: getKey,
    onEndReached,
    endReachedThreshold: 5,
    loading,
  });
  return (
    <tbody
      ref={setBody}
      data-virtual=""
      data-fixed={measured ? undefined : ''}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((v) => (
        <tr
          key={v.key}
          {...rowProps(v.index)}
          data-index={v.index}
          ref={measured ? virtualizer.measureElement : undefined}
          style={{
            transform: `translateY(${v.start - scrollMargin}px)`,
            height: measured ? undefined : rowHeight,
          }}
        >
          {cells(v.index)}
        </tr>
      ))}
    </tbody>
  );
}
