// @vitest-environment node
import type { gql } from '@newsdesk/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Sku = gql.SkusQuery['skus']['nodes'][number];

const query = vi.fn();

vi.mock('./graphql', () => ({ graphqlClient: () => Promise.resolve({ query }) }));
vi.mock('./clients', () => ({ api: {} }));

const { fetchPanelProducts, localProductSearch, PRODUCT_PANEL_FETCH } = await import('./panels');

function sku(id: number, name: string, platforms: gql.Platform[]): Sku {
  return {
    __typename: 'Sku',
    id,
    commodity_id: 1,
    name,
    cover_uri: null,
    price: 9900,
    spec_attrs: [],
    platforms,
    on_sale: true,
    track: null,
  } as unknown as Sku;
}

const skus: Sku[] = [
  sku(1, 'Research yearly', ['ANDROID', 'WEB']),
  sku(2, 'Research yearly (App Store)', ['IOS_IAP']),
  sku(3, 'Data monthly', ['IOS', 'PC_WEB']),
  sku(4, 'Data monthly (App Store and web)', ['WEB', 'IOS_IAP']),
  ...Array.from({ length: 21 }, (_, i) => sku(100 + i, `Pack ${i + 1}`, ['WEB'])),
];

beforeEach(() => {
  query.mockReset();
  query.mockResolvedValue({ data: { skus: { total_count: skus.length, nodes: skus } } });
});

describe('the product selection panel (content §2, §9)', () => {
  it('asks for 9,999 products in one query, from the start, bypassing the cache', async () => {
    await fetchPanelProducts();
    expect(PRODUCT_PANEL_FETCH).toBe(9999);
    expect(query).toHaveBeenCalledTimes(1);
    const [options] = query.mock.calls[0] as [
      { variables: gql.SkusQueryVariables; fetchPolicy: string },
    ];
    expect(options.variables.pagination).toEqual({ first: 9999, offset: 0 });
    expect(options.fetchPolicy).toBe('network-only');
  });

  it('hides every product available on the IOS_IAP platform, alone or with others', async () => {
    const products = await fetchPanelProducts();
    const ids = products.map((p) => p.id);
    expect(ids).not.toContain('2');
    expect(ids).not.toContain('4');
    expect(ids.slice(0, 2)).toEqual(['1', '3']);
    expect(products).toHaveLength(skus.length - 2);
    expect(products.every((p) => p.type === 'product')).toBe(true);
  });

  it('pages the one fetch locally, 10 at a time, and searches it without asking again', async () => {
    const search = localProductSearch();
    const first = await search({ keyword: '', page: 1, pageSize: 10 });
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(10);
    const third = await search({ keyword: '', page: 3, pageSize: 10 });
    expect(third.items.map((p) => p.title)).toEqual(['Pack 19', 'Pack 20', 'Pack 21']);
    const found = await search({ keyword: 'DATA', page: 1, pageSize: 10 });
    expect(found.items.map((p) => p.id)).toEqual(['3']);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('asks again on the next search after a failed fetch', async () => {
    query.mockRejectedValueOnce(new Error('offline'));
    const search = localProductSearch();
    await expect(search({ keyword: '', page: 1, pageSize: 10 })).rejects.toThrow('offline');
    const page = await search({ keyword: '', page: 1, pageSize: 10 });
    expect(page.total).toBe(23);
    expect(query).toHaveBeenCalledTimes(2);
  });
});
