import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVirtualRows, type ScrollMode } from './useVirtualRows';

type Rows = ReturnType<typeof useVirtualRows>;

function List({ scroll, onRows }: { scroll: ScrollMode; onRows: (rows: Rows) => void }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useVirtualRows({
    count: 1000,
    dataCount: 1000,
    scroll,
    scrollRef,
    estimateSize: 40,
    overscan: 2,
    getItemKey: (i) => i,
    endReachedThreshold: 5,
    loading: false,
  });
  onRows(rows);
  return <div ref={scrollRef} style={{ height: 400, overflow: 'auto' }} />;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
});

describe('useVirtualRows', () => {
  it.each<[ScrollMode, () => ReturnType<typeof vi.fn>]>([
    ['window', () => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined) as never],
    [
      'container',
      () => {
        const scrollTo = vi.fn();
        // jsdom has no Element.scrollTo; the virtualizer calls it when it is there.
        Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
          value: scrollTo,
          configurable: true,
        });
        return scrollTo;
      },
    ],
  ])(
    'in %s mode, does not scroll to where it already is as it attaches (a forced layout mid-commit), and scrolls when asked',
    (scroll, spy) => {
      const scrollTo = spy();
      let rows: Rows | undefined;
      render(<List scroll={scroll} onRows={(r) => (rows = r)} />);
      expect(scrollTo).not.toHaveBeenCalled();
      act(() => rows!.virtualizer.scrollToIndex(500, { align: 'start' }));
      expect(scrollTo).toHaveBeenCalled();
    },
  );
});
