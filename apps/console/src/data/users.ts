import { gql, unwrap } from '@newsdesk/api-client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './clients';
import { useGraphqlQuery } from './graphql';

/** The users domain: search, one user, and user groups (GraphQL, through Apollo's cache). */
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
 * any search of the session (the session cache keeps the searches until sign-out).
 */
export function useUserLookup() {
  const queryClient = useQueryClient();
  const [keyword, setQuery] = useState('');
  const results = useQuery({
    queryKey: userKeys.search(keyword),
    queryFn: () => searchUsers(keyword),
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

const USER_GROUPS = { pagination: { offset: 0, first: 100 } };

/** The user groups (white and black lists of the editor), read through Apollo's cache. */
export function useUserGroups(): { value: number; label: string }[] {
  const { data } = useGraphqlQuery(gql.RoadshowUserGroupsDocument, USER_GROUPS);
  return (data?.roadshow_user_groups.nodes ?? []).map((g) => ({
    value: Number(g.id),
    label: g.name,
  }));
}
