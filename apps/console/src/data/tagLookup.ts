import { unwrap } from '@newsdesk/api-client';
import { useQueries } from '@tanstack/react-query';
import { api } from './clients';
import { useRemoteLookup, type LookupOption } from './lookup';

/**
 * The tags domain's lookup (second host): search and names, one for every screen that picks a tag.
 * Its own module, re-exported by tags.ts: a screen that only picks tags (the article list's filter)
 * loads neither the tag screens' code nor the GraphQL documents it needs.
 */
export type TagOption = LookupOption;

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

/** Tags searched as the user types (`useRemoteLookup`); `isTopic` narrows to tags or topics. */
export function useTagLookup({
  isTopic,
  untilOpened = false,
}: { isTopic?: boolean; untilOpened?: boolean } = {}) {
  return useRemoteLookup<TagOption>({
    keyOf: (kw) => tagKeys.search({ kw, isTopic }),
    searches: tagKeys.searches(),
    search: (kw) => searchTags({ kw, isTopic }),
    sameKind: (key) => (key[2] as TagSearch | undefined)?.isTopic === isTopic,
    untilOpened,
  });
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
