import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The one list pattern's URL half: a list screen describes its state (filters, paging, sort) with a
 * codec, and `useListUrl` keeps that state in the address bar, so every view is a shareable link and
 * Back restores the previous one. Defaults are left out of the URL; malformed values are dropped.
 */
export interface ListUrlCodec<S> {
  parse(params: URLSearchParams): S;
  /** The URL of a state, defaults left out (the plain list has no query string). */
  serialize(state: S): URLSearchParams;
}

/**
 * Paging as a list URL carries it: numbered pages (`page`, 1-based, the default) or an opaque
 * `cursor` where the contract offers cursor paging (`next_cursor` in the answer). A list moves to
 * cursors by reading `cursor` and linking `next_cursor`; numbered pages keep working meanwhile.
 */
export interface ListPaging {
  page: number;
  cursor: string | null;
}

const PAGE = /^\d{1,9}$/;

export function parsePaging(params: URLSearchParams): ListPaging {
  const page = params.get('page');
  const cursor = params.get('cursor');
  return {
    page: page && PAGE.test(page) ? Math.max(1, Number(page)) : 1,
    cursor: cursor && cursor.length <= 200 ? cursor : null,
  };
}

export function writePaging(params: URLSearchParams, paging: ListPaging): URLSearchParams {
  if (paging.cursor) params.set('cursor', paging.cursor);
  else if (paging.page > 1) params.set('page', String(paging.page));
  return params;
}

export interface ListUrl<S> {
  /** The state the URL describes now. */
  state: S;
  /** Moves to another state (a new history entry, so Back returns). */
  setState(next: S): void;
  /** The link of a state (`?…`, or the bare path for the default view), for real anchors. */
  hrefOf(next: S): string;
  /** Whether the URL narrows the list (anything beyond paging and sort differs from the default). */
  narrowed: boolean;
  /** The default state (Reset). */
  initial: S;
}

/**
 * URL query ↔ list state. `ignoreForNarrowed` names the state fields that do not count as a
 * search (paging and sort by default), for the "search content empty" versus "no content" state.
 */
export function useListUrl<S extends object>(
  codec: ListUrlCodec<S>,
  {
    ignoreForNarrowed = ['page', 'cursor', 'sort'],
  }: { ignoreForNarrowed?: readonly string[] } = {},
): ListUrl<S> {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => codec.parse(new URLSearchParams(search)), [codec, search]);
  const initial = useMemo(() => codec.parse(new URLSearchParams()), [codec]);
  const setState = useCallback((next: S) => setParams(codec.serialize(next)), [codec, setParams]);
  const hrefOf = useCallback((next: S) => `?${codec.serialize(next).toString()}`, [codec]);
  const narrowed = useMemo(() => {
    const plain = { ...state } as Record<string, unknown>;
    const base = initial as Record<string, unknown>;
    for (const key of ignoreForNarrowed) if (key in plain) plain[key] = base[key];
    return codec.serialize(plain as S).toString() !== '';
  }, [codec, state, initial, ignoreForNarrowed]);
  return { state, setState, hrefOf, narrowed, initial };
}

/**
 * What a `Pagination` needs to move through a list URL's numbered pages: each page a real link, and
 * a click that moves within the app (a new history entry) instead of reloading it.
 */
export function urlPaging<S extends { page: number }>(
  url: Pick<ListUrl<S>, 'setState' | 'hrefOf'>,
  state: S,
): {
  page: number;
  getPageHref: (page: number) => string;
  onPageChange: (page: number, event: { preventDefault(): void }) => void;
} {
  return {
    page: state.page,
    getPageHref: (page) => url.hrefOf({ ...state, page }),
    onPageChange: (page, event) => {
      event.preventDefault();
      url.setState({ ...state, page });
    },
  };
}
