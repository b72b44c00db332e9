import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** One result of a selection panel: what the panel shows and what a pick sends back. */
export interface PanelItem {
  /** Unique within the panel's kind. */
  id: string;
  title: string;
  /** A second line: author, date, price… (already formatted by the caller). */
  meta?: string;
}

/** One page of results, as the caller's search answers it. */
export interface PanelPage<T extends PanelItem> {
  items: readonly T[];
  /** Results of the whole search (all pages). */
  total: number;
}

/** What the panel asks its caller: the keyword and the page (from 1), 10 a page by default. */
export interface PanelQuery {
  keyword: string;
  page: number;
  pageSize: number;
}

export type PanelSearch<T extends PanelItem> = (query: PanelQuery) => Promise<PanelPage<T>>;

/** Content §9: the remote-search delay while typing, and the least time the indicator shows. */
export const PANEL_SEARCH_DELAY_MS = 400;
export const PANEL_INDICATOR_MS = 200;

export interface SelectionPanelState<T extends PanelItem> {
  keyword: string;
  setKeyword: (keyword: string) => void;
  /** Runs the search at once (Enter), from page 1. */
  submit: () => void;
  page: number;
  goTo: (page: number) => void;
  result: PanelPage<T> | null;
  /** True while a search runs, and at least `PANEL_INDICATOR_MS` after it started. */
  searching: boolean;
  error: unknown;
  retry: () => void;
  picks: readonly T[];
  toggle: (item: T) => void;
  clear: () => void;
}

/**
 * The behaviour of a selection panel (content §2): a search when the panel opens, on Enter, and
 * 400 ms after typing stops; numbered pages; picks that one item replaces (single) or that
 * accumulate across pages and searches (multi). Answers of older searches are dropped.
 */
export function useSelectionPanel<T extends PanelItem>({
  open,
  mode,
  onSearch,
  pageSize,
  defaultSelected,
  delayMs = PANEL_SEARCH_DELAY_MS,
  indicatorMs = PANEL_INDICATOR_MS,
}: {
  open: boolean;
  mode: 'single' | 'multi';
  onSearch: PanelSearch<T>;
  pageSize: number;
  defaultSelected?: readonly T[];
  delayMs?: number;
  indicatorMs?: number;
}): SelectionPanelState<T> {
  const [keyword, setKeywordState] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<PanelPage<T> | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [picks, setPicks] = useState<readonly T[]>(defaultSelected ?? []);
  const request = useRef(0);
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const searchRef = useRef(onSearch);
  const keywordRef = useRef(keyword);
  useLayoutEffect(() => {
    searchRef.current = onSearch;
  }, [onSearch]);

  const run = useCallback(
    (kw: string, to: number) => {
      if (typing.current) clearTimeout(typing.current);
      typing.current = null;
      const id = ++request.current;
      const started = Date.now();
      setSearching(true);
      setError(null);
      setPage(to);
      const settle = (apply: () => void) => {
        const wait = Math.max(0, indicatorMs - (Date.now() - started));
        setTimeout(() => {
          if (request.current !== id) return;
          apply();
          setSearching(false);
        }, wait);
      };
      searchRef
        .current({ keyword: kw.trim(), page: to, pageSize })
        .then((next) => settle(() => setResult(next)))
        .catch((e: unknown) => settle(() => setError(e ?? new Error('search failed'))));
    },
    [pageSize, indicatorMs],
  );

  // Opening the panel runs a search with the keyword it has; closing forgets answers in flight.
  useEffect(() => {
    if (!open) {
      request.current += 1;
      return;
    }
    // Only opening searches here; the keyword's own searches are Enter and the typing delay.
    run(keywordRef.current, 1);
  }, [open, run]);

  useEffect(
    () => () => {
      if (typing.current) clearTimeout(typing.current);
      request.current += 1;
    },
    [],
  );

  const setKeyword = (next: string) => {
    setKeywordState(next);
    keywordRef.current = next;
    if (typing.current) clearTimeout(typing.current);
    typing.current = setTimeout(() => run(next, 1), delayMs);
  };

  const toggle = (item: T) =>
    setPicks((current) => {
      const has = current.some((p) => p.id === item.id);
      if (mode === 'single') return has ? [] : [item];
      return has ? current.filter((p) => p.id !== item.id) : [...current, item];
    });

  return {
    keyword,
    setKeyword,
    submit: () => run(keyword, 1),
    page,
    goTo: (to) => run(keyword, to),
    result,
    searching,
    error,
    retry: () => run(keyword, page),
    picks,
    toggle,
    clear: () => setPicks([]),
  };
}
