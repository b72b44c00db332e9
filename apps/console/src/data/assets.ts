import { gql, ERROR_MESSAGES } from '@newsdesk/api-client';
import type { AssetFormValues, AssetKind, AssetMarket, AssetRowData } from '@newsdesk/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deskKeys } from './desk';
import { graphqlClient } from './graphql';
import { mutate } from './sources';

/**
 * Managed assets (`/content/asset/management`; designed here, #12): symbols content can be linked
 * to, listed by market then code with keyword, market, kind and status filters; created, edited
 * and deleted with the version rule; a code repeated in its market is "Repeat Asset".
 */
export type Asset = gql.AssetFieldsFragment;
export const ASSET_PAGE_SIZE = 20;

export interface AssetListQuery {
  kw: string;
  market: AssetMarket | null;
  kind: AssetKind | null;
  status: 'ACTIVE' | 'INACTIVE' | null;
  page: number;
}

export const assetKeys = {
  all: [...deskKeys.all, 'assets'] as const,
  list: (q: AssetListQuery) => [...assetKeys.all, q] as const,
};

export const assetRowOf = (a: Asset): AssetRowData => ({
  id: a.id,
  name: a.name,
  code: a.code,
  market: a.market,
  kind: a.kind,
  status: a.status,
  tags: a.tags.map((t) => ({ id: t.id, name: t.name })),
  updated_at: a.updated_at,
  version: a.version,
});

export function useAssets(q: AssetListQuery) {
  return useQuery({
    queryKey: assetKeys.list(q),
    queryFn: async () => {
      const client = await graphqlClient();
      const { data } = await client.query({
        query: gql.AssetsDocument,
        variables: {
          first: ASSET_PAGE_SIZE,
          offset: (q.page - 1) * ASSET_PAGE_SIZE,
          kw: q.kw || undefined,
          market: q.market ?? undefined,
          kind: q.kind ?? undefined,
          status: q.status ?? undefined,
        },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error(ERROR_MESSAGES.apiService);
      return { total: data.assets.total_count, rows: data.assets.nodes.map(assetRowOf) };
    },
    placeholderData: keepPreviousData,
  });
}

/** Create (no item), edit (an item) and delete, each refreshing the list when settled. */
export function useAssetWrites() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: assetKeys.all });
  const save = useMutation({
    mutationFn: ({ item, values }: { item?: AssetRowData; values: AssetFormValues }) =>
      item
        ? mutate(
            gql.UpdateAssetDocument,
            { id: item.id, version: item.version, input: values },
            [],
          ).then((d) => assetRowOf(d.updateAsset))
        : mutate(gql.CreateAssetDocument, { input: values }, []).then((d) =>
            assetRowOf(d.createAsset),
          ),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (item: AssetRowData) =>
      mutate(gql.DeleteAssetDocument, { id: item.id, version: item.version }, []),
    onSettled,
  });
  return { save, remove };
}
