import { unwrap, type Main } from '@newsdesk/api-client';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './clients';

/**
 * The key-value domain (operations §7): the list (latest update first, anchor paging, search by
 * key or name), one entry, and the versioned save (key, value, name; the schema when changed).
 */
export type KvConfig = Main.components['schemas']['KvConfig'];
export type KvSchemaField = Main.components['schemas']['KvSchemaField'];

export const KV_PAGE_SIZE = 20;

export const kvKeys = {
  all: ['kv'] as const,
  lists: () => [...kvKeys.all, 'list'] as const,
  list: (keyword: string) => [...kvKeys.lists(), keyword] as const,
  entry: (key: string) => [...kvKeys.all, 'entry', key] as const,
};

/** The list, one anchor page after another ("Load more"). */
export function useKvList(keyword: string) {
  return useInfiniteQuery({
    queryKey: kvKeys.list(keyword),
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      unwrap(
        api.main.GET('/v1/admin/kv/list', {
          params: {
            query: {
              limit: KV_PAGE_SIZE,
              ...(pageParam ? { anchor: pageParam } : {}),
              ...(keyword ? { keyword } : {}),
            },
          },
        }),
      ),
    getNextPageParam: (last) => (last.has_more ? last.next_anchor : undefined),
  });
}

/** One entry; 404 is "Key not found" (`isKvMissing`). */
export function useKv(key: string) {
  return useQuery({
    queryKey: kvKeys.entry(key),
    queryFn: () => unwrap(api.main.GET('/v1/admin/kv/{key}', { params: { path: { key } } })),
    retry: false,
  });
}

/** Saves at the version read; the answer replaces the entry in the cache, the lists refresh. */
export function useSaveKv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      key: string;
      name: string;
      value: unknown;
      json_schema?: KvSchemaField | null;
      version?: number;
    }) =>
      unwrap(
        api.main.POST('/v1/admin/kv/{key}', {
          params: { path: { key: v.key } },
          body: {
            key: v.key,
            name: v.name,
            value: v.value,
            ...(v.json_schema !== undefined ? { json_schema: v.json_schema } : {}),
            ...(v.version !== undefined ? { version: v.version } : {}),
          },
        }),
      ),
    onSuccess: (entry) => {
      queryClient.setQueryData(kvKeys.entry(entry.key), entry);
      void queryClient.invalidateQueries({ queryKey: kvKeys.lists() });
    },
  });
}

/** After a conflict: the entry as the server has it now. */
export function useReloadKv() {
  const queryClient = useQueryClient();
  return (key: string) => queryClient.invalidateQueries({ queryKey: kvKeys.entry(key) });
}
