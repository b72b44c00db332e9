import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/** An entity a picker offers: its id and the name shown. */
export interface LookupOption {
  id: number;
  name: string;
}

/**
 * A picker's remote search (the tag and user lookups): the results of the text typed, whether a
 * search is on its way, and `known`, the name of every option seen in any search of the session
 * (the session cache keeps the searches until sign-out), so a value picked earlier keeps its label
 * when a later search no longer lists it. `untilOpened` reads nothing until the picker opens
 * (`onOpen`) or the user types: a filter bar whose pickers most visits never open (the article
 * list) does not hold up its first rows with it.
 */
export function useRemoteLookup<O extends LookupOption>({
  keyOf,
  searches,
  search,
  sameKind = () => true,
  untilOpened = false,
}: {
  /** The cache key of one search text. */
  keyOf: (text: string) => QueryKey;
  /** The key every search of this lookup shares (for `known`). */
  searches: QueryKey;
  search: (text: string) => Promise<O[]>;
  /** Whether a cached search (by its key) counts for `known` (e.g. tags, not topics). */
  sameKind?: (key: QueryKey) => boolean;
  untilOpened?: boolean;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState<string | null>(untilOpened ? null : '');
  const results = useQuery({
    queryKey: keyOf(text ?? ''),
    queryFn: () => search(text ?? ''),
    enabled: text !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    gcTime: Infinity,
  });
  const known = new Map<number, string>();
  for (const [key, data] of queryClient.getQueriesData<O[]>({ queryKey: searches })) {
    if (!sameKind(key)) continue;
    for (const option of data ?? []) known.set(option.id, option.name);
  }
  return {
    results: results.data ?? [],
    loading: results.isFetching,
    onSearch: (next: string) => setText(next),
    onOpen: () => setText((current) => current ?? ''),
    known: known as ReadonlyMap<number, string>,
  };
}
