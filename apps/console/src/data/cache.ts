import {
  hashKey,
  QueryClient,
  type FetchQueryOptions,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { resetGraphqlCache } from './graphql';
import { createRouteReads } from './routeReads';

/**
 * The one cache of a session: react-query for REST reads (keys from each domain's key factory),
 * Apollo's for GraphQL reads (graphql.ts). Both are emptied together when the session ends or
 * changes hands; nothing else in the console keeps server data between renders.
 *
 * REST lists are read fresh (the API answers no-store): stale at once, refetched on focus; a failed
 * read is retried once.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 0, refetchOnWindowFocus: true } },
  });

/** Sign-out or user switch: every cached datum of the session goes. */
export function resetSessionCache(queryClient: QueryClient): void {
  queryClient.clear();
  void resetGraphqlCache();
}

const routeReads = createRouteReads();

/**
 * A page's first read, started by its route as the navigation begins (app/routeData.ts). Lists are
 * stale at once here (`staleTime: 0`), so the page mounting a moment later would ask again: the
 * page's query passes `refetchOnMount: unlessRouteRead` and takes this answer as its own.
 */
export function prefetchRouteRead<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  routeReads.note(hashKey(options.queryKey));
  return queryClient.prefetchQuery(options);
}

/**
 * `refetchOnMount` of a page's query: not while its route's read is fresh. Asked more than once per
 * mount (react-query's first result, then its subscription), so the answer holds for the whole
 * freshness window rather than for one call.
 */
export function unlessRouteRead(query: Pick<Query, 'queryHash'>): boolean {
  return !routeReads.isFresh(query.queryHash);
}
