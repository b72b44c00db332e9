/** A read a route started is still the page's own this long after it started (ms). */
export const ROUTE_READ_FRESH_MS = 5_000;

/**
 * The reads a route started for its page as the navigation began, by key, and when. The page
 * mounting a moment later takes such an answer as its own instead of asking again: react-query's
 * `refetchOnMount: unlessRouteRead` (cache.ts) and Apollo's `cache-first` (graphql.ts).
 */
export function createRouteReads() {
  const reads = new Map<string, number>();
  return {
    note(key: string): void {
      reads.set(key, Date.now());
    },
    /** True while the route's read of this key is fresh. Asked any number of times per mount. */
    isFresh(key: string): boolean {
      const startedAt = reads.get(key);
      if (startedAt === undefined) return false;
      if (Date.now() - startedAt <= ROUTE_READ_FRESH_MS) return true;
      reads.delete(key);
      return false;
    },
    clear(): void {
      reads.clear();
    },
  };
}
