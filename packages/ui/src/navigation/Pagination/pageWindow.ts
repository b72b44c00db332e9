/** One slot of a pagination bar: a page number, or a gap standing for hidden pages. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/** How many pages `total` items make, at least one (an empty list still has its page 1). */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0)) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The page links to show: at most `maxLinks` numbers (every page when they fit). With room for
 * three or more, the first and the last page always show, with a window around the current page
 * between them and an ellipsis for each run of hidden pages; with less room, just the window.
 * The window keeps the current page in the middle (one more page after it when the count is even)
 * and slides against the ends instead of shrinking, so the bar keeps its length.
 */
export function pageWindow(page: number, pages: number, maxLinks = 5): PageItem[] {
  const last = Math.max(1, Math.floor(pages));
  const links = Math.max(1, Math.floor(maxLinks));
  const current = clamp(Math.round(page), 1, last);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);

  if (last <= links) return range(1, last);

  if (links < 3) {
    const start = clamp(current - Math.floor((links - 1) / 2), 1, last - links + 1);
    const end = start + links - 1;
    return [
      ...(start > 1 ? (['start-ellipsis'] as const) : []),
      ...range(start, end),
      ...(end < last ? (['end-ellipsis'] as const) : []),
    ];
  }

  const inner = links - 2;
  const start = clamp(current - Math.floor((inner - 1) / 2), 2, last - inner);
  const end = start + inner - 1;
  return [
    1,
    ...(start > 2 ? (['start-ellipsis'] as const) : []),
    ...range(start, end),
    ...(end < last - 1 ? (['end-ellipsis'] as const) : []),
    last,
  ];
}
