import { gql, ERROR_MESSAGES } from '@newsdesk/api-client';
import type { ViewpointFormValues, ViewpointRowData } from '@newsdesk/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deskKeys } from './desk';
import { graphqlClient } from './graphql';
import { mutate } from './sources';

/**
 * Viewpoints (`/content/viewpoint`; designed here, #12): short analyst opinions, listed with
 * keyword, status, symbol and tag filters, created, edited and deleted with the version rule.
 */
export type Viewpoint = gql.ViewpointFieldsFragment;
export type ViewpointStatusFilter = 'all' | 'published' | 'draft' | 'deleted';
export const VIEWPOINT_PAGE_SIZE = 20;

export interface ViewpointListQuery {
  kw: string;
  status: ViewpointStatusFilter;
  symbol: string;
  tag: number | null;
  page: number;
}

export const viewpointKeys = {
  all: [...deskKeys.all, 'viewpoints'] as const,
  list: (q: ViewpointListQuery) => [...viewpointKeys.all, q] as const,
};

export const viewpointRowOf = (v: Viewpoint): ViewpointRowData => ({
  id: v.id,
  author: v.author,
  title: v.title,
  body: v.body,
  symbols: v.symbols,
  tags: v.tags.map((t) => ({ id: t.id, name: t.name })),
  display_time: v.display_time,
  status: v.status.toLowerCase() as ViewpointRowData['status'],
  version: v.version,
});

export function useViewpoints(q: ViewpointListQuery) {
  return useQuery({
    queryKey: viewpointKeys.list(q),
    queryFn: async () => {
      const client = await graphqlClient();
      const { data } = await client.query({
        query: gql.ViewpointsDocument,
        variables: {
          first: VIEWPOINT_PAGE_SIZE,
          offset: (q.page - 1) * VIEWPOINT_PAGE_SIZE,
          kw: q.kw || undefined,
          status: q.status === 'all' ? undefined : [q.status.toUpperCase() as gql.ContentStatus],
          symbol: q.symbol || undefined,
          tag_id: q.tag === null ? undefined : String(q.tag),
        },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error(ERROR_MESSAGES.apiService);
      return {
        total: data.viewpoints.total_count,
        rows: data.viewpoints.nodes.map(viewpointRowOf),
      };
    },
    placeholderData: keepPreviousData,
  });
}

const inputOf = (v: ViewpointFormValues) => ({
  author: v.author,
  title: v.title,
  body: v.body,
  symbols: v.symbols,
  tag_ids: v.tag_ids,
  display_time: v.display_time,
  status: v.status.toUpperCase() as gql.ContentStatus,
});

/** Create (no item), edit (an item) and delete, each refreshing the list when settled. */
export function useViewpointWrites() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: viewpointKeys.all });
  const save = useMutation({
    mutationFn: ({ item, values }: { item?: ViewpointRowData; values: ViewpointFormValues }) =>
      item
        ? mutate(
            gql.UpdateViewpointDocument,
            { id: item.id, version: item.version, input: inputOf(values) },
            [],
          ).then((d) => viewpointRowOf(d.updateViewpoint))
        : mutate(gql.CreateViewpointDocument, { input: inputOf(values) }, []).then((d) =>
            viewpointRowOf(d.createViewpoint),
          ),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (item: ViewpointRowData) =>
      mutate(gql.DeleteViewpointDocument, { id: item.id, version: item.version }, []),
    onSettled,
  });
  return { save, remove };
}
