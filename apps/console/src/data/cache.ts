import { QueryClient } from '@tanstack/react-query';
import { resetGraphqlCache } from './graphql';

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
