import { isConflict, isNotFound, unwrap, type Second } from '@newsdesk/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './clients';

/**
 * The links domain (content §2 /content/link/list and /create, §3 Link, §7 `/link` on the second
 * host): the list, one link, create, edit and delete (delete sets the status `deleted`), their cache
 * keys and error mapping.
 */
export type Link = Second.components['schemas']['Link'];
export type LinkListQuery = NonNullable<Second.operations['listLinks']['parameters']['query']>;

export const linkKeys = {
  all: ['links'] as const,
  lists: () => [...linkKeys.all, 'list'] as const,
  list: (query: LinkListQuery) => [...linkKeys.lists(), query] as const,
  detail: (id: number) => [...linkKeys.all, 'detail', id] as const,
};

export const listLinks = (query: LinkListQuery) =>
  unwrap(api.second.GET('/link', { params: { query } }));
export const getLink = (id: number) =>
  unwrap(api.second.GET('/link/{id}', { params: { path: { id } } }));

/** One page of links; the previous page stays on screen while the next loads. */
export function useLinkList(query: LinkListQuery) {
  return useQuery({
    queryKey: linkKeys.list(query),
    queryFn: () => listLinks(query),
    placeholderData: keepPreviousData,
  });
}

/** One link (the `?id=` deep link), or nothing when `id` is null. */
export function useLink(id: number | null) {
  return useQuery({
    queryKey: linkKeys.detail(id ?? 0),
    queryFn: () => getLink(id!),
    enabled: id !== null,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

function useLinkWrite<TInput>(call: (input: TInput) => Promise<Link>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (link) => queryClient.setQueryData(linkKeys.detail(link.id), link),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkKeys.lists() }),
  });
}

export const useCreateLink = () =>
  useLinkWrite((body: Second.components['schemas']['LinkCreate']) =>
    unwrap(api.second.POST('/link', { body })),
  );
export const useUpdateLink = () =>
  useLinkWrite((body: Second.components['schemas']['LinkUpdate']) =>
    unwrap(api.second.PUT('/link', { body })),
  );
export const useDeleteLink = () =>
  useLinkWrite((body: Second.components['schemas']['LinkDelete']) =>
    unwrap(api.second.DELETE('/link', { body })),
  );

/** Error mapping: the link now on the server in a conflict answer (40009), else null. */
export function linkConflictOf(error: unknown): Link | null {
  if (!isConflict(error)) return null;
  const current = (error.data as { current?: Link } | null)?.current;
  return current && typeof current.id === 'number' ? current : null;
}
