import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PANEL_INDICATOR_MS,
  PANEL_SEARCH_DELAY_MS,
  useSelectionPanel,
  type PanelItem,
  type PanelPage,
} from './useSelectionPanel';

/** Content §9: the panel search indicator shows 200 ms; the remote search waits 400 ms. */
const page: PanelPage<PanelItem> = { items: [{ id: '1', title: 'Yuan steadies' }], total: 1 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const flush = () => act(async () => {});

describe('selection panel timing (content §9)', () => {
  it('keeps the search indicator 200 ms even when the answer comes at once', async () => {
    const onSearch = vi.fn(async () => page);
    const { result } = renderHook(() =>
      useSelectionPanel({ open: true, mode: 'multi', onSearch, pageSize: 10 }),
    );
    await flush();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(result.current.searching).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(PANEL_INDICATOR_MS - 1);
    });
    expect(result.current.searching).toBe(true);
    expect(result.current.result).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.searching).toBe(false);
    expect(result.current.result).toEqual(page);
  });

  it('searches 400 ms after typing stops, with the last keyword only', async () => {
    const onSearch = vi.fn(async () => page);
    const { result } = renderHook(() =>
      useSelectionPanel({ open: true, mode: 'multi', onSearch, pageSize: 10 }),
    );
    await flush();
    onSearch.mockClear();
    act(() => result.current.setKeyword('yu'));
    await act(async () => {
      vi.advanceTimersByTime(PANEL_SEARCH_DELAY_MS - 100);
    });
    act(() => result.current.setKeyword('yuan'));
    await act(async () => {
      vi.advanceTimersByTime(PANEL_SEARCH_DELAY_MS - 1);
    });
    expect(onSearch).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({ keyword: 'yuan', page: 1, pageSize: 10 });
    expect(PANEL_SEARCH_DELAY_MS).toBe(400);
    expect(PANEL_INDICATOR_MS).toBe(200);
  });
});
