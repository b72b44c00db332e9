import { unwrap } from '@newsdesk/api-client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './clients';

/**
 * The users domain's lookup: search and one user, for every screen that picks a user. Its own
 * module, re-exported by users.ts: a screen that only picks an author (the article list's filter)
 * loads neither the user screens' code nor the GraphQL documents they need.
 */
export interface UserOption {
  id: number;
  name: string;
}

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

/**
 * Users searched as the user types (author pickers, whitelists). `known` names every user seen in
 * any search of the session (the session cache keeps the searches until sign-out). `untilOpened`
 * reads nothing until the picker opens (`onOpen`) or the user types, as `useTagLookup`'s.
 */
export function useUserLookup({ untilOpened = false }: { untilOpened?: boolean } = {}) {
  const queryClient = useQueryClient();
  const [keyword, setQuery] = useState<string | null>(untilOpened ? null : '');
  const results = useQuery({
    queryKey: userKeys.search(keyword ?? ''),
    queryFn: () => searchUsers(keyword ?? ''),
    enabled: keyword !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    gcTime: Infinity,
  });
  const known = new Map<number, string>();
  for (const [, data] of queryClient.getQueriesData<UserOption[]>({
    queryKey: userKeys.searches(),
  })) {
    for (const user of data ?? []) known.set(user.id, user.name);
  }
  return {
    results: results.data ?? [],
    loading: results.isFetching,
    onSearch: setQuery,
    onOpen: () => setQuery((current) => current ?? ''),
    known: known as ReadonlyMap<number, string>,
  };
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
