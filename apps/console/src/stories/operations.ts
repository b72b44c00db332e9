import type { gql } from '@newsdesk/api-client';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { contractExample, HOUR, ok, schemaExample, type MainData } from './contract';
import {
  gqlApi,
  graphqlError,
  graphqlList,
  mainUrl,
  noNodes,
  restList,
  serverError,
  type ListScreenState,
} from './handlers';
import { withTypenames } from './graphqlTypes';

/**
 * Story data and handlers of the operations screens (push list, key-value list) and of ingestion
 * (external sources, crawlers): built from the contract's examples, typed by the generated types.
 */

// ── Pushes (GET /v1/admin/push/umeng/list) ────────────────────────────────────

export type PushList = MainData<'/v1/admin/push/umeng/list', 'get'>;
type Push = PushList['items'][number];

const PUSHES: { title: string; status: Push['status']; platform: Push['platform'] }[] = [
  { title: 'LPR unchanged in May', status: 'scheduled', platform: 'all' },
  { title: 'CPI rises 0.3% in April', status: 'sent', platform: 'all' },
  { title: 'Live now: Q2 outlook roadshow', status: 'sent', platform: 'ios' },
  { title: 'Weekly macro review is out', status: 'failed', platform: 'android' },
  { title: 'Holiday spending data', status: 'cancelled', platform: 'all' },
];

export function pushList(): PushList {
  const p = schemaExample<Push>('PushNotification');
  const report = contractExample<{
    data: { sent_count: number; open_count: number; dismiss_count: number };
  }>('get', '/v1/admin/push/umeng/{id}/status').data;
  const items = PUSHES.map((row, i) => {
    const sent = row.status === 'sent';
    return {
      ...p,
      id: p.id - i,
      title: row.title,
      platform: row.platform,
      status: row.status,
      error: row.status === 'failed' ? 'Provider refused the request' : null,
      start_time: p.start_time - i * 24 * HOUR,
      sent_count: sent ? report.sent_count : 0,
      open_count: sent ? report.open_count : 0,
      dismiss_count: sent ? report.dismiss_count : 0,
      created_at: p.created_at - i * 24 * HOUR,
      updated_at: p.updated_at - i * 24 * HOUR,
    };
  });
  return { items, total: items.length, page: 1, size: 20 };
}

export const pushListHandlers = (state: ListScreenState): RequestHandler[] => [
  http.get(
    mainUrl('/v1/admin/push/umeng/list'),
    restList(state, pushList, (l) => ({ ...l, items: [], total: 0 })),
  ),
];

// ── Key-value entries (GET /v1/admin/kv/list) ─────────────────────────────────

export type KvList = MainData<'/v1/admin/kv/list', 'get'>;
type KvEntry = KvList['items'][number];

export function kvList(): KvList {
  const e = contractExample<{ data: KvEntry }>('get', '/v1/admin/kv/{key}').data;
  const hot = schemaExample<{ key: string; name: string; value: unknown }>('KvConfigSave');
  const items: KvEntry[] = [
    e,
    { ...e, key: hot.key, name: hot.name, value: hot.value, updated_at: e.updated_at - HOUR },
    {
      ...e,
      key: 'editor-article-template',
      name: 'Article template',
      value: { title: '', body: '<p></p>' },
      json_schema: null,
      updated_at: e.updated_at - 2 * HOUR,
      version: 2,
    },
    {
      ...e,
      key: 'app-min-version',
      name: 'Minimum app version',
      value: '6.2.0',
      json_schema: { title: 'Version', type: 'string' },
      updated_at: e.updated_at - 26 * HOUR,
      version: 1,
    },
  ];
  return { items, next_anchor: '', has_more: false };
}

export const kvListHandlers = (state: ListScreenState): RequestHandler[] => [
  http.get(
    mainUrl('/v1/admin/kv/list'),
    restList(state, kvList, (l) => ({ ...l, items: [] })),
  ),
];

// ── External sources (GraphQL ExternalSources, ExternalSourceGroups) ──────────

type SourceNode = gql.ExternalSourcesQuery['external_sources']['nodes'][number];
type GroupNode = gql.ExternalSourceGroupsQuery['external_source_groups']['nodes'][number];

const CREATED = 1714492800000;

const SOURCES: { key: string; name: string; organization: string; status: gql.ContentStatus }[] = [
  { key: 'pboc', name: 'People’s Bank of China', organization: 'PBOC', status: 'PUBLISHED' },
  { key: 'nbs', name: 'National Bureau of Statistics', organization: 'NBS', status: 'PUBLISHED' },
  { key: 'sse', name: 'Shanghai Stock Exchange', organization: 'SSE', status: 'PUBLISHED' },
  {
    key: 'safe',
    name: 'State Administration of Foreign Exchange',
    organization: 'SAFE',
    status: 'DRAFT',
  },
  { key: 'mof', name: 'Ministry of Finance', organization: 'MOF', status: 'PUBLISHED' },
];

const GROUP = {
  id: '1',
  name: 'Regulators',
  description: 'Central bank and ministries',
  cover: null,
  version: 1,
};

export function sourceNodes(): SourceNode[] {
  return SOURCES.map((s, i) => ({
    id: String(i + 1),
    key: s.key,
    name: s.name,
    nickname: s.organization,
    avatar: null,
    cover: null,
    description: null,
    publish_frequency: i % 2 === 0 ? 'daily' : 'monthly',
    website: `https://www.${s.key}.gov.cn`,
    publish_organization: s.organization,
    type: 'official',
    crawler_source: null,
    status: s.status,
    groups: i === 1 || i === 2 ? [] : [GROUP],
    sub_sources: [],
    version: 1 + i,
    created_at: CREATED + i * HOUR,
    updated_at: CREATED + i * 2 * HOUR,
  }));
}

export function externalSources(): gql.ExternalSourcesQuery {
  const nodes = sourceNodes();
  return {
    external_sources: {
      total_count: nodes.length,
      page_info: { end_cursor: null, has_next_page: false },
      nodes,
    },
  };
}

export function sourceGroups(): gql.ExternalSourceGroupsQuery {
  const members = sourceNodes().filter((s) => s.groups.length > 0);
  const nodes: GroupNode[] = [
    {
      ...GROUP,
      created_at: CREATED,
      updated_at: CREATED,
      sources: members.map(({ id, key, name, nickname, avatar, status }) => ({
        id,
        key,
        name,
        nickname,
        avatar,
        status,
      })),
    },
  ];
  return {
    external_source_groups: {
      total_count: nodes.length,
      page_info: { end_cursor: null, has_next_page: false },
      nodes,
    },
  };
}

/** `ExternalSources` (the list, or the pickers when `state` is for another list). */
const externalSourcesHandler = (state: ListScreenState) =>
  gqlApi.query<gql.ExternalSourcesQuery, gql.ExternalSourcesQueryVariables>(
    'ExternalSources',
    graphqlList(state, externalSources, (l) => ({
      external_sources: noNodes(l.external_sources),
    })),
  );

export const sourceListHandlers = (state: ListScreenState): RequestHandler[] => [
  externalSourcesHandler(state),
  gqlApi.query<gql.ExternalSourceGroupsQuery, gql.ExternalSourceGroupsQueryVariables>(
    'ExternalSourceGroups',
    () => HttpResponse.json({ data: withTypenames(sourceGroups()) }),
  ),
];

/** `ExternalSourceGroups` in a list screen's state (the source group list). */
export const sourceGroupListHandlers = (state: ListScreenState): RequestHandler[] => [
  gqlApi.query<gql.ExternalSourceGroupsQuery, gql.ExternalSourceGroupsQueryVariables>(
    'ExternalSourceGroups',
    graphqlList(state, sourceGroups, (g) => ({
      external_source_groups: noNodes(g.external_source_groups),
    })),
  ),
];

// ── Crawlers (GraphQL Crawlers) ───────────────────────────────────────────────

type CrawlerNode = gql.CrawlersQuery['crawlers']['nodes'][number];

export function crawlers(): gql.CrawlersQuery {
  const sources = sourceNodes();
  const rows: { name: string; schedule: string; enabled: boolean; error: string | null }[] = [
    { name: 'PBOC announcements', schedule: '*/30 * * * *', enabled: true, error: null },
    { name: 'NBS releases', schedule: '0 10 * * *', enabled: true, error: null },
    {
      name: 'SSE disclosures',
      schedule: '*/10 * * * *',
      enabled: true,
      error: 'HTTP 503 from the site',
    },
    { name: 'MOF auctions', schedule: '0 */6 * * *', enabled: false, error: null },
  ];
  const nodes: CrawlerNode[] = rows.map((r, i) => {
    const s = sources[i === 3 ? 4 : i]!;
    const started = CREATED + 30 * 24 * HOUR - i * HOUR;
    return {
      id: String(i + 1),
      key: `${s.key}-news`,
      name: r.name,
      url: `${s.website ?? 'https://example.org'}/news/`,
      description: null,
      duration: 30,
      method: 'GET',
      enabled: r.enabled,
      schedule: r.schedule,
      next_runs: r.enabled ? [started + HOUR] : [],
      next_run_at: r.enabled ? started + HOUR : null,
      extractor_kind: 'HTML',
      selector_kind: 'CSS',
      item_selector: 'ul.news li',
      namespace: null,
      proxy_enabled: false,
      proxy_url: null,
      template: null,
      comment: null,
      status: r.enabled ? 'ACTIVE' : 'INACTIVE',
      version: 1 + i,
      created_at: CREATED,
      updated_at: CREATED + i * HOUR,
      fields: [
        { name: 'title', selector: 'a', attribute: null },
        { name: 'url', selector: 'a', attribute: 'href' },
      ],
      variables: [],
      source: {
        id: s.id,
        key: s.key,
        name: s.name,
        nickname: s.nickname,
        avatar: null,
        status: s.status,
      },
      last_run: {
        id: String(100 + i),
        crawler_id: String(i + 1),
        started_at: started,
        duration_ms: 1200 + i * 300,
        items_found: r.error ? 0 : 20,
        items_added: r.error ? 0 : 3 - (i % 3),
        error: r.error,
        trigger: 'schedule',
      },
    };
  });
  return {
    crawlers: {
      total_count: nodes.length,
      page_info: { end_cursor: null, has_next_page: false },
      nodes,
    },
  };
}

export const crawlerListHandlers = (state: ListScreenState): RequestHandler[] => [
  gqlApi.query<gql.CrawlersQuery, gql.CrawlersQueryVariables>(
    'Crawlers',
    graphqlList(state, crawlers, (l) => ({ crawlers: noNodes(l.crawlers) })),
  ),
  externalSourcesHandler('full'),
];

// ── A push (GET /v1/admin/push/umeng/{id}/detail) and a key-value entry (GET /v1/admin/kv/{key}) ──

type PushDetail = MainData<'/v1/admin/push/umeng/{id}/detail', 'get'>;

/** The list's `status` push as its detail answers it (the first sent one by default). */
export const pushDetail = (status: Push['status'] = 'sent'): PushDetail =>
  pushList().items.find((p) => p.status === status)!;

export const pushDetailHandlers = (status: Push['status'] | 'error' = 'sent'): RequestHandler[] => [
  http.get(mainUrl('/v1/admin/push/umeng/:id/detail'), () =>
    status === 'error' ? serverError() : HttpResponse.json(ok(pushDetail(status))),
  ),
];

/** The key-value entries of the list, each answered by its key (404 for any other key). */
export const kvEntryHandlers = (state: 'found' | 'error' = 'found'): RequestHandler[] => [
  http.get(mainUrl('/v1/admin/kv/:key'), ({ params }) => {
    if (state === 'error') return serverError();
    const entry = kvList().items.find((e) => e.key === params.key);
    return entry
      ? HttpResponse.json(ok(entry))
      : HttpResponse.json(
          { status: 1, code: 40004, message: 'Key-value entry not found', data: null },
          { status: 404 },
        );
  }),
];

// ── A source, a source group, external items (GraphQL ExternalSource, ExternalSourceGroup,
// ExternalItems, ExternalItem) ─────────────────────────────────────────────────

type ItemNode = gql.ExternalItemsQuery['external_items']['nodes'][number];

/** The first source with two sub-sources (its press releases and its data releases). */
export function sourceWithSubSources(): SourceNode {
  const s = sourceNodes()[0]!;
  return {
    ...s,
    sub_sources: [
      {
        id: '11',
        key: `${s.key}-press`,
        name: 'Press releases',
        url: `${s.website}/press/`,
        position: 0,
      },
      {
        id: '12',
        key: `${s.key}-data`,
        name: 'Data releases',
        url: `${s.website}/data/`,
        position: 1,
      },
    ],
  };
}

/** `ExternalSource` by id: the first source with sub-sources, the others as listed (none). */
export const sourceHandlers = (state: 'found' | 'error' = 'found'): RequestHandler[] => [
  gqlApi.query<gql.ExternalSourceQuery, gql.ExternalSourceQueryVariables>(
    'ExternalSource',
    ({ variables }) => {
      if (state === 'error') return graphqlError<gql.ExternalSourceQuery>();
      const id = String(variables.id);
      const found =
        id === '1' ? sourceWithSubSources() : (sourceNodes().find((s) => s.id === id) ?? null);
      return HttpResponse.json({ data: withTypenames({ external_source: found }) });
    },
  ),
  ...sourceListHandlers('full'),
];

/** `ExternalSourceGroup` by id (the one group of the list; null for any other id). */
export const sourceGroupHandlers = (state: 'found' | 'error' = 'found'): RequestHandler[] => [
  gqlApi.query<gql.ExternalSourceGroupQuery, gql.ExternalSourceGroupQueryVariables>(
    'ExternalSourceGroup',
    ({ variables }) => {
      if (state === 'error') return graphqlError<gql.ExternalSourceGroupQuery>();
      const group =
        sourceGroups().external_source_groups.nodes.find((g) => g.id === String(variables.id)) ??
        null;
      return HttpResponse.json({ data: withTypenames({ external_source_group: group }) });
    },
  ),
  ...sourceListHandlers('full'),
];

const ITEM_TITLES = [
  'PBOC keeps the one-year LPR at 3.45%',
  'April CPI up 0.3% year on year',
  'Open market operations, 6 May',
  'SSE weekly trading summary',
  'Foreign exchange reserves at the end of April',
];

export function externalItems(): ItemNode[] {
  const sources = sourceNodes();
  return ITEM_TITLES.map((title, i) => {
    const s = sources[i % sources.length]!;
    return {
      id: String(200 + i),
      source_id: s.id,
      title,
      description: i % 2 === 0 ? `${s.name}: ${title}.` : null,
      body: `<p>${title}.</p>`,
      url: `${s.website}/news/${200 + i}.html`,
      cover_url: null,
      display_time: CREATED + 5 * 24 * HOUR - i * 3 * HOUR,
      status: i === 3 ? 'DRAFT' : 'PUBLISHED',
      synchronized: i % 3 === 0,
      version: 1,
      created_at: CREATED + 5 * 24 * HOUR - i * 3 * HOUR,
      updated_at: CREATED + 5 * 24 * HOUR - i * 3 * HOUR,
      external_source: {
        id: s.id,
        key: s.key,
        name: s.name,
        nickname: s.nickname,
        avatar: null,
        status: s.status,
      },
      tags: [],
      tag_relations: [],
    };
  });
}

/** `ExternalItems` in a list state, `ExternalItem` by id, and the sources of the filter. */
export const externalItemHandlers = (state: ListScreenState): RequestHandler[] => [
  gqlApi.query<gql.ExternalItemsQuery, gql.ExternalItemsQueryVariables>(
    'ExternalItems',
    async () => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return graphqlError<gql.ExternalItemsQuery>();
      const nodes = state === 'empty' ? [] : externalItems();
      const data: gql.ExternalItemsQuery = {
        external_items: {
          total_count: nodes.length,
          page_info: { end_cursor: null, has_next_page: false },
          nodes,
        },
      };
      return HttpResponse.json({ data: withTypenames(data) });
    },
  ),
  gqlApi.query<gql.ExternalItemQuery, gql.ExternalItemQueryVariables>(
    'ExternalItem',
    ({ variables }) => {
      if (state === 'error') return graphqlError<gql.ExternalItemQuery>();
      const item = externalItems().find((i) => i.id === String(variables.id)) ?? null;
      return HttpResponse.json({ data: withTypenames({ external_item: item }) });
    },
  ),
  externalSourcesHandler('full'),
];
