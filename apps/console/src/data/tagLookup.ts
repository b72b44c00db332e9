import { unwrap } from '@newsdesk/api-client';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './clients';

/**
 * The tags domain's lookup (second host): search and names, one for every screen that picks a tag.
 * Its own module, re-exported by tags.ts: a screen that only picks tags (the article list's filter)
 * loads neither the tag screens' code nor the GraphQL documents it needs.
 */
export interface TagOption {
  id: number;
  name: string;
}

/** `isTopic` undefined searches tags and topics alike (the list filter); true or false narrows. */
export type TagSearch = { kw: string; isTopic: boolean | undefined };

export const tagKeys = {
  all: ['tags'] as const,
  searches: () => [...tagKeys.all, 'search'] as const,
  search: (s: TagSearch) => [...tagKeys.searches(), s] as const,
  detail: (id: number) => [...tagKeys.all, 'detail', id] as const,
};

export const TAG_SEARCH_SIZE = 20;

export const searchTags = ({ kw, isTopic }: TagSearch): Promise<TagOption[]> =>
  unwrap(
    api.second.POST('/tag/query', {
      body: {
        kw,
        ...(isTopic !== undefined ? { is_topic: isTopic } : {}),
        pagination: { offset: 0, first: TAG_SEARCH_SIZE },
      },
    }),
  ).then((r) => r.items.map((tag) => ({ id: tag.id, name: tag.name })));

/**
 * Tags searched as the user types. `known` names every tag of this kind seen in any search of the
 * session, so a value picked earlier keeps its label when a later search no longer lists it. The
 * searches live in the session cache (kept until sign-out), not in a module-level map.
 * `untilOpened` reads nothing until the picker opens (`onOpen`) or the user types: a filter bar
 * whose pickers most visits never open (the article list) does not hold up its first rows with it.
 */
export function useTagLookup({
  isTopic,
  untilOpened = false,
}: { isTopic?: boolean; untilOpened?: boolean } = {}) {
  const queryClient = useQueryClient();
  const [kw, setQuery] = useState<string | null>(untilOpened ? null : '');
  const results = useQuery({
    queryKey: tagKeys.search({ kw: kw ?? '', isTopic }),
    queryFn: () => searchTags({ kw: kw ?? '', isTopic }),
    enabled: kw !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    gcTime: Infinity,
  });
  const known = new Map<number, string>();
  for (const [key, data] of queryClient.getQueriesData<TagOption[]>({
    queryKey: tagKeys.searches(),
  })) {
    if ((key[2] as TagSearch | undefined)?.isTopic !== isTopic) continue;
    for (const tag of data ?? []) known.set(tag.id, tag.name);
  }
  return {
    results: results.data ?? [],
    loading: results.isFetching,
    onSearch: setQuery,
    onOpen: () => setQuery((current) => current ?? ''),
    known: known as ReadonlyMap<number, string>,
  };
}

/** The names of these tags (e.g. the ids a shared URL carries); unknown ids are left out. */
export function useTagNames(ids: readonly number[]): ReadonlyMap<number, string> {
  const named = useQueries({
    queries: ids.map((id) => ({
      queryKey: tagKeys.detail(id),
      queryFn: () => unwrap(api.second.GET('/tag/{id}', { params: { path: { id } } })),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const names = new Map<number, string>();
  for (const q of named) if (q.data) names.set(q.data.id, q.data.name);
  return names;
}
