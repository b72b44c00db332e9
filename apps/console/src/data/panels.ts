import { gql, unwrap } from '@newsdesk/api-client';
import {
  formatChinaTime,
  formatYuan,
  loadMessages,
  type PanelItem,
  type PanelPage,
  type PanelQuery,
  type PanelSource,
  type PickerContentType,
} from '@newsdesk/ui';
import { useEffect, useMemo, useState } from 'react';
import { api } from './clients';
import { graphqlClient } from './graphql';

/**
 * The selection panels' data (content §2 "Selection panels"): one search per content type, shaped
 * for `SelectionPanel` / `ContentTypeSelector` of `packages/ui`. GraphQL queries of the panels use
 * no cache (content §7: "queries use no cache"): every search asks the server.
 *
 * - article: published research articles inside the matrix tag (`tags: ["0"]`, group
 *   RESEARCH_ARTICLES);
 * - omenReport: reports of the institution-report document group (INSTITUTION_REPORT);
 * - video, roadshow: every draft or published one, newest first (roadshow: 5 page links);
 * - product: up to 9,999 SKUs fetched once per panel opening, IOS_IAP ones hidden, paged locally
 *   10 at a time with 10 page links (the `skus` query is Admin-only: a Normal User's search fails);
 * - coupon: the usable coupons (`GET /v1/admin/coupons?usable=true`, designed here), 10 a page.
 */
export interface PanelPick extends PanelItem {
  type: PickerContentType;
  /** The item's publish time (display time), null when not published: the push dialog needs it. */
  publishedAt: number | null;
}

type ContentListVars = gql.ContentListQueryVariables;

async function contentPage(
  type: PickerContentType,
  vars: ContentListVars,
  { keyword, page, pageSize }: PanelQuery,
): Promise<PanelPage<PanelPick>> {
  const client = await graphqlClient();
  const { data } = await client.query({
    query: gql.ContentListDocument,
    variables: {
      ...vars,
      kw: keyword || undefined,
      first: pageSize,
      offset: (page - 1) * pageSize,
    },
    fetchPolicy: 'network-only',
  });
  const list = data?.contentList;
  if (!list) throw new Error('API service error, please wait...');
  return {
    total: list.total_count,
    items: list.nodes.map((n) => ({
      id: String(n.raw_id),
      type,
      title: n.title,
      meta: [n.author?.nickname, formatChinaTime(n.datetime)].filter(Boolean).join(' · '),
      publishedAt: n.status === 'PUBLISHED' ? n.datetime : null,
    })),
  };
}

const LIVE: gql.ContentStatus[] = ['DRAFT', 'PUBLISHED'];

export const searchArticles = (q: PanelQuery) =>
  contentPage(
    'article',
    { kinds: ['ARTICLE'], status: ['PUBLISHED'], tags: ['0'], group: 'RESEARCH_ARTICLES' },
    q,
  );
export const searchOmenReports = (q: PanelQuery) =>
  contentPage('omenReport', { kinds: ['REPORT'], status: LIVE, group: 'INSTITUTION_REPORT' }, q);
export const searchVideos = (q: PanelQuery) =>
  contentPage('video', { kinds: ['VIDEO'], status: LIVE }, q);
export const searchRoadshows = (q: PanelQuery) =>
  contentPage('roadshow', { kinds: ['ROADSHOW'], status: LIVE }, q);

/** The product panel fetches this many SKUs at once and pages them locally (content §9). */
export const PRODUCT_PANEL_FETCH = 9999;

type Sku = gql.SkusQuery['skus']['nodes'][number];

export async function fetchPanelProducts(): Promise<PanelPick[]> {
  const client = await graphqlClient();
  const { data } = await client.query({
    query: gql.SkusDocument,
    variables: { pagination: { first: PRODUCT_PANEL_FETCH, offset: 0 } },
    fetchPolicy: 'network-only',
  });
  if (!data) throw new Error('API service error, please wait...');
  return data.skus.nodes
    .filter((s: Sku) => !s.platforms.includes('IOS_IAP'))
    .map((s: Sku) => ({
      id: String(s.id),
      type: 'product' as const,
      title: s.name,
      meta: [formatYuan(s.price), s.spec_attrs.map((a) => a.value).join(' / ')]
        .filter(Boolean)
        .join(' · '),
      publishedAt: s.on_sale ? 0 : null,
    }));
}

/** A local pager over one fetch of the products (made again for every panel source). */
export function localProductSearch(fetchAll: () => Promise<PanelPick[]> = fetchPanelProducts) {
  let all: Promise<PanelPick[]> | null = null;
  return async ({ keyword, page, pageSize }: PanelQuery): Promise<PanelPage<PanelPick>> => {
    all ??= fetchAll().catch((e: unknown) => {
      all = null;
      throw e;
    });
    const kw = keyword.toLowerCase();
    const hits = (await all).filter((p) => !kw || p.title.toLowerCase().includes(kw));
    return { items: hits.slice((page - 1) * pageSize, page * pageSize), total: hits.length };
  };
}

/** Usable coupons (active, not expired), newest first, matched on the name. */
export async function searchCoupons({
  keyword,
  page,
  pageSize,
}: PanelQuery): Promise<PanelPage<PanelPick>> {
  const data = await unwrap(
    api.main.GET('/v1/admin/coupons', {
      params: { query: { keyword: keyword || undefined, page, limit: pageSize, usable: true } },
    }),
  );
  return {
    total: data.total,
    items: data.items.map((c) => ({
      id: String(c.id),
      type: 'coupon' as const,
      title: c.name,
      meta: [
        formatYuan(c.discount),
        c.threshold > 0 ? `≥ ${formatYuan(c.threshold)}` : null,
        formatChinaTime(c.expires_at, 'YYYY/MM/DD'),
      ]
        .filter(Boolean)
        .join(' · '),
      publishedAt: c.starts_at,
    })),
  };
}

export type PanelSources = Partial<Record<PickerContentType, PanelSource<PanelPick>>>;

/**
 * The panel sources for `ContentTypeSelector` / `SelectionPanel`, with the panels' messages
 * (area `library`) loaded: `ready` is false until they are. `types` limits the offered types.
 */
export function usePanelSources(types?: readonly PickerContentType[]): {
  sources: PanelSources;
  ready: boolean;
} {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void loadMessages('library').then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, []);
  const key = types?.join(',') ?? '';
  const sources = useMemo(() => {
    const all: PanelSources = {
      omenReport: { onSearch: searchOmenReports },
      article: { onSearch: searchArticles },
      video: { onSearch: searchVideos },
      roadshow: { onSearch: searchRoadshows, maxLinks: 5 },
      product: { onSearch: localProductSearch(), maxLinks: 10 },
      coupon: { onSearch: searchCoupons },
    };
    if (!key) return all;
    const wanted = key.split(',');
    return Object.fromEntries(
      Object.entries(all).filter(([k]) => wanted.includes(k)),
    ) as PanelSources;
  }, [key]);
  return { sources, ready };
}
