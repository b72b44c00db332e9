import { unwrap } from '@newsdesk/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from './clients';
import { useRemoteLookup, type LookupOption } from './lookup';

/**
 * The users domain's lookup: search and one user, for every screen that picks a user. Its own
 * module, re-exported by users.ts: a screen that only picks an author (the article list's filter)
 * loads neither the user screens' code nor the GraphQL documents they need.
 */
export type UserOption = LookupOption;

export const userKeys = {
  all: ['users'] as const,
  searches: () => [...userKeys.all, 'search'] as const,
  search: (keyword: string) => [...userKeys.searches(), keyword] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
};

export const USER_SEARCH_SIZE = 20;

export const searchUsers = (keyword: string): Promise<UserOption[]> =>
  unwrap(
    api.main.GET('/v1/admin/user', {
      params: { query: { page: 1, limit: USER_SEARCH_SIZE, ...(keyword ? { keyword } : {}) } },
    }),
  ).then((r) => r.items.map((u) => ({ id: u.id, name: u.nickname })));

/** Users searched as the user types (author pickers, whitelists), by `useRemoteLookup`. */
export function useUserLookup({ untilOpened = false }: { untilOpened?: boolean } = {}) {
  return useRemoteLookup<UserOption>({
    keyOf: userKeys.search,
    searches: userKeys.searches(),
    search: searchUsers,
    untilOpened,
  });
}
/** One user (e.g. the author a shared list URL names). */
export function useUser(id: number | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: () => unwrap(api.main.GET('/v1/admin/user/{id}', { params: { path: { id: id! } } })),
    enabled: id !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
