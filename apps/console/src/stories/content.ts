import type { gql } from '@newsdesk/api-client';
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  contractExample,
  failure,
  HOUR,
  ok,
  schemaExample,
  secondExample,
  type MainData,
  type SecondData,
} from './contract';
import {
  gqlApi,
  graphqlError,
  graphqlList,
  mainUrl,
  noNodes,
  restList,
  secondUrl,
  serverError,
  type ListScreenState,
} from './handlers';
import { dataGroups } from './datasets';
import { withTypenames } from './graphqlTypes';

/**
 * Story data and handlers of the content lists (videos, roadshows, links, reports, the media
 * library, tags): rows built from the contract's examples, typed by the generated contract types.
 */

const STATUSES = ['published', 'draft', 'published', 'deleted'] as const;
const GQL_STATUSES = ['PUBLISHED', 'DRAFT'] as const;

// ── Videos (GET /v1/admin/video/list) ─────────────────────────────────────────

export type VideoList = MainData<'/v1/admin/video/list', 'get'>;
type VideoDetail = MainData<'/v1/admin/video/{id}', 'get'>;

export const VIDEO_TITLES = [
  'Weekly macro review',
  'Bond market in five minutes',
  'Inside the yuan fixing',
  'Earnings season: what to watch',
  'Property credit explained',
  'Commodities after the holiday',
];

export function videoList(): VideoList {
  const v = contractExample<{ data: VideoDetail }>('get', '/v1/admin/video/{id}').data;
  return {
    items: VIDEO_TITLES.map((title, i) => ({
      id: v.id + i,
      title,
      cover_url: null,
      status: STATUSES[i % STATUSES.length]!,
      scheduled: false,
      vip_visibility: v.vip_visibility,
      display_time: v.display_time - i * 24 * HOUR,
      planned_published_at: null,
      author: v.author,
      episode_count: 1 + (i % 3),
      duration: 612.4 + i * 95,
      counter: v.counter,
      created_at: v.created_at - i * 24 * HOUR,
      updated_at: v.updated_at - i * 24 * HOUR,
      version: v.version,
    })),
    next_anchor: '',
    has_more: false,
  };
}

export const videoListHandlers = (state: ListScreenState): RequestHandler[] => [
  http.get(
    mainUrl('/v1/admin/video/list'),
    restList(state, videoList, (l) => ({ ...l, items: [] })),
  ),
];

// ── Roadshows (GET /v1/admin/roadshow/list) ────────────────────────────────────

export type RoadshowList = MainData<'/v1/admin/roadshow/list', 'get'>;

export const ROADSHOW_TITLES = [
  'Q2 outlook with the chief economist',
  'Semiconductors: the second half',
  'Consumer recovery roundtable',
  'New energy vehicles, export season',
  'Banks after the rate cut',
];

export function roadshowList(): RoadshowList {
  const example = contractExample<{ data: RoadshowList }>('get', '/v1/admin/roadshow/list').data;
  const r = example.items[0]!;
  const lives = [0, 1, 2] as const;
  return {
    total: ROADSHOW_TITLES.length,
    items: ROADSHOW_TITLES.map((title, i) => ({
      ...r,
      id: r.id + i,
      title,
      status: STATUSES[i % 3]!,
      start_time: r.start_time - i * 48 * HOUR,
      end_time: r.end_time === null ? null : r.end_time - i * 48 * HOUR,
      live_status: lives[i % lives.length]!,
      is_home: i === 0,
      poster: null,
    })),
  };
}

export const roadshowListHandlers = (state: ListScreenState): RequestHandler[] => [
  http.get(
    mainUrl('/v1/admin/roadshow/list'),
    restList(state, roadshowList, () => ({ items: [], total: 0 })),
  ),
];

// ── Links (GET /link on the second host) ───────────────────────────────────────

export type LinkList = SecondData<'/link', 'get'>;
type Link = LinkList['items'][number];

export const LINK_TITLES = [
  'PBOC open market operations',
  'NBS monthly release calendar',
  'SSE announcements',
  'SAFE reserve data',
  'MOF bond auction results',
];

export function linkList(): LinkList {
  const l = schemaExample<Link>('Link', 'second');
  const items = LINK_TITLES.map((title, i) => ({
    ...l,
    id: l.id + i,
    title,
    to: `${l.to}${i === 0 ? '' : `/${i + 1}`}`,
    status: STATUSES[i % 3]!,
    created_at: l.created_at - i * 24 * HOUR,
    updated_at: l.updated_at - i * 24 * HOUR,
  }));
  return { items, total: items.length, page: 1, limit: 20 };
}

export const linkListHandlers = (state: ListScreenState): RequestHandler[] => [
  http.get(
    secondUrl('/link'),
    restList(state, linkList, (l) => ({ ...l, items: [], total: 0 })),
  ),
];

// ── Reports (GraphQL ContentList, kinds REPORT) ────────────────────────────────

export const REPORT_TITLES = [
  'China macro monthly, May',
  'Property sector credit review',
  'Semiconductor supply chain tracker',
  'Bank net interest margins, Q1',
  'Consumer spending during the holiday',
];

export function reportContentList(): gql.ContentListQuery {
  const author = schemaExample<{ id: number; nickname: string; avatar: string | null }>('Author');
  const tag = schemaExample<{ id: number; name: string; is_topic: boolean }>('Tag');
  const nodes: gql.ContentListQuery['contentList']['nodes'] = REPORT_TITLES.map((title, i) => ({
    raw_id: String(301 + i),
    kind: 'REPORT',
    status: GQL_STATUSES[i % 2]!,
    title,
    description: null,
    datetime: 1714959000000 - i * 24 * HOUR,
    vip_visibility: 'ALL',
    cover_url: null,
    readable: true,
    author: { id: String(author.id), nickname: author.nickname, avatar: null },
    counter: { viewed: 120 * (i + 1), liked: 3 * i, collected: i, commented: 0 },
    tags:
      i % 2 === 0
        ? [{ id: String(tag.id), name: tag.name, is_topic: tag.is_topic, status: 'PUBLISHED' }]
        : [],
    tag_relations: [],
  }));
  return {
    contentList: {
      total_count: nodes.length,
      page_info: { end_cursor: null, has_next_page: false },
      nodes,
    },
  };
}

export const reportListHandlers = (state: ListScreenState): RequestHandler[] => [
  gqlApi.query<gql.ContentListQuery, gql.ContentListQueryVariables>(
    'ContentList',
    graphqlList(state, reportContentList, (l) => ({ contentList: noNodes(l.contentList) })),
  ),
];

// ── The media library (GET /v1/admin/media) ────────────────────────────────────

export type MediaList = MainData<'/v1/admin/media', 'get'>;
type Media = MediaList['items'][number];

const MEDIA_FILES: { title: string; name: string; type: Media['type']; mime: string }[] = [
  { title: 'May LPR table', name: 'lpr-2024-05.pdf', type: 'pdf', mime: 'application/pdf' },
  {
    title: 'CPI series 2019–2024',
    name: 'cpi-series.xlsx',
    type: 'excel',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    title: 'Strategy deck',
    name: 'strategy.pptx',
    type: 'ppt',
    mime: 'application/vnd.ms-powerpoint',
  },
  { title: 'Morning call recording', name: 'morning-call.mp3', type: 'audio', mime: 'audio/mpeg' },
  { title: 'Interview notes', name: 'interview.docx', type: 'word', mime: 'application/msword' },
];

export function mediaList(): MediaList {
  const m = schemaExample<Media>('Media');
  const items = MEDIA_FILES.map((f, i) => ({
    ...m,
    id: m.id + i,
    file_uri: `u20240506-${f.name}`,
    file_url: `${m.file_url.replace(/[^/]+$/, '')}u20240506-${f.name}`,
    file_meta: { mime: f.mime, fsize: m.file_meta.fsize * (i + 1) },
    title: f.title,
    name: f.name,
    type: f.type,
    is_report: f.type === 'pdf' || f.type === 'excel' || f.type === 'word',
    created_at: m.created_at - i * 24 * HOUR,
    updated_at: m.updated_at - i * 24 * HOUR,
  }));
  return { items, total: items.length, page: 1, limit: 20 };
}

export const mediaListHandlers = (state: ListScreenState): RequestHandler[] => [
  http.get(
    mainUrl('/v1/admin/media'),
    restList(state, mediaList, (l) => ({ ...l, items: [], total: 0 })),
  ),
];

// ── Tags (POST /tag/query on the second host, the hot search words entry) ─────

export type TagQueryResult = SecondData<'/tag/query', 'post'>;
type Tag = TagQueryResult['items'][number];

const TAGS: { name: string; is_topic: boolean; category: Tag['category'] }[] = [
  { name: 'Macro', is_topic: false, category: null },
  { name: 'Rates', is_topic: false, category: null },
  { name: 'Kweichow Moutai', is_topic: false, category: 'company' },
  { name: 'Semiconductors', is_topic: false, category: 'industry' },
  { name: 'Two Sessions 2024', is_topic: true, category: null },
  { name: 'Yuan', is_topic: false, category: null },
];

export function tagQueryResult(): TagQueryResult {
  const t = secondExample<{ data: Tag }>('get', '/tag/{id}').data;
  const items = TAGS.map((tag, i) => ({
    ...t,
    ...tag,
    id: t.id + i,
    description: i === 0 ? t.description : null,
    hot_words: i === 0 ? t.hot_words : [],
    alias: i === 0 ? t.alias : [],
    created_at: t.created_at - i * 24 * HOUR,
    updated_at: t.updated_at - i * 24 * HOUR,
  }));
  return { items, total: items.length };
}

type KvEntry = MainData<'/v1/admin/kv/{key}', 'get'>;

/** The hot search words (`GET /v1/admin/kv/hot-search-words`), shaped as the contract's example. */
export function hotWords(): KvEntry {
  const e = contractExample<{ data: KvEntry }>('get', '/v1/admin/kv/{key}').data;
  return {
    ...e,
    key: 'hot-search-words',
    name: 'Hot search words',
    value: ['LPR', 'CPI', 'Moutai'],
  };
}

export const tagListHandlers = (state: ListScreenState): RequestHandler[] => [
  http.post(
    secondUrl('/tag/query'),
    restList(state, tagQueryResult, () => ({ items: [], total: 0 })),
  ),
  http.get(mainUrl('/v1/admin/kv/hot-search-words'), () => HttpResponse.json(ok(hotWords()))),
];

// ── A video (GET /v1/admin/video/{id}): the contract's example, or not found ──────────────────

export const exampleVideo = (): VideoDetail =>
  contractExample<{ data: VideoDetail }>('get', '/v1/admin/video/{id}').data;

export const videoHandlers = (state: 'found' | 'missing' | 'error'): RequestHandler[] => [
  http.get(mainUrl('/v1/admin/video/:id'), () => {
    if (state === 'error') return serverError();
    return state === 'missing'
      ? HttpResponse.json(failure(40004, 'Video not found'), { status: 404 })
      : HttpResponse.json(ok(exampleVideo()));
  }),
];

/** `POST /tag/query` narrowed by the body's `category`, as the company and industry tag screens ask. */
export const categoryTagHandlers = (state: ListScreenState = 'full'): RequestHandler[] => [
  http.post(secondUrl('/tag/query'), async ({ request }) => {
    const body = (await request.json()) as { category?: Tag['category'] };
    const rows = () => {
      const all = tagQueryResult();
      const items = body.category
        ? all.items.filter((t) => t.category === body.category)
        : all.items;
      return { items, total: items.length };
    };
    return restList(state, rows, (l) => ({ ...l, items: [], total: 0 }))();
  }),
];

// ── Data groups (GraphQL DataGroups, the story data of `datasets.ts`) ─────────

/** `DataGroups` in a list screen's state (the data groups screen; its pickers read the same). */
export const dataGroupListHandlers = (state: ListScreenState): RequestHandler[] => [
  gqlApi.query<gql.DataGroupsQuery, gql.DataGroupsQueryVariables>(
    'DataGroups',
    graphqlList(
      state,
      (): gql.DataGroupsQuery => {
        const nodes = dataGroups();
        return {
          data_groups: {
            total_count: nodes.length,
            page_info: { end_cursor: null, has_next_page: false },
            nodes,
          },
        };
      },
      (d) => ({ data_groups: noNodes(d.data_groups) }),
    ),
  ),
];

// ── A tag (GET /tag/{id}, the contract's example) and its channel (GraphQL Contents, empty) ────

export const exampleTag = () => secondExample<{ data: Tag }>('get', '/tag/{id}').data;

export const tagDetailHandlers = (state: 'found' | 'error' = 'found'): RequestHandler[] => [
  http.get(secondUrl('/tag/:id'), () =>
    state === 'error' ? serverError() : HttpResponse.json(ok(exampleTag())),
  ),
  gqlApi.query<gql.ContentsQuery, gql.ContentsQueryVariables>('Contents', () => {
    const data: gql.ContentsQuery = {
      contents: {
        total_count: 0,
        page_info: { end_cursor: null, has_next_page: false },
        nodes: [],
      },
    };
    return HttpResponse.json({ data: withTypenames(data) });
  }),
];

// ── A roadshow (GraphQL Roadshow; the contract's example of GET /v1/admin/roadshow/{id}) ──

type RoadshowDetail = MainData<'/v1/admin/roadshow/{id}', 'get'>;
type RoadshowNode = NonNullable<gql.RoadshowQuery['roadshow']>;

const LIVE: Record<number, gql.LiveStatus> = { 1: 'NOT_STARTED', 2: 'IN_PROGRESS', 3: 'FINISHED' };
const VIP: Record<number, gql.VipVisibility> = {
  0: 'ALL',
  1: 'ASSIGNED',
  2: 'BLACK_GOLD',
  3: 'META',
};
const KIND: Record<string, gql.WhitelistEntryKind> = {
  membership_level: 'MEMBERSHIP_LEVEL',
  user: 'USER',
  user_group: 'USER_GROUP',
};

/** The contract's example roadshow as GraphQL `roadshow` answers it (the editor reads it there). */
export function exampleRoadshow(): RoadshowNode {
  const r = contractExample<{ data: RoadshowDetail }>('get', '/v1/admin/roadshow/{id}').data;
  const meeting = r.tencent_meeting;
  const entries = (list: { key: string; kind: string; name: string }[]) =>
    list.map((e) => ({ key: e.key, kind: KIND[e.kind] ?? 'USER', name: e.name }));
  return {
    id: String(r.id),
    title: r.title,
    live_status: LIVE[r.live_status] ?? 'NOT_STARTED',
    live_method: r.live_method ?? null,
    people: r.people ?? null,
    poster: r.poster ?? null,
    start_time: r.start_time,
    end_time: r.end_time ?? null,
    roadshow_date: r.roadshow_date ?? null,
    summary: r.summary ?? null,
    body: r.body ?? null,
    status: r.status === 'published' ? 'PUBLISHED' : r.status === 'deleted' ? 'DELETED' : 'DRAFT',
    video_id: null,
    message: r.message ?? null,
    vip_visibility: VIP[r.vip_visibility] ?? 'ALL',
    is_home: r.is_home,
    channel: r.channel === 'tencent_meeting' ? 'TENCENT_MEETING' : 'NONE',
    auto_create_meeting: r.auto_create_meeting,
    related_article_ids: [],
    related_report_ids: [],
    version: r.version,
    created_at: r.created_at,
    updated_at: r.updated_at,
    video: null,
    tags: [],
    tag_relations: [],
    tencent_meeting: meeting
      ? {
          meeting_id: meeting.meeting_id ?? null,
          meeting_code: null,
          join_url: meeting.join_url ?? null,
          password: meeting.password ?? null,
          wl_include: entries(meeting.wl_include ?? []),
          wl_exclude: entries(meeting.wl_exclude ?? []),
        }
      : null,
    password_user_group: r.password_user_group
      ? {
          id: String(r.password_user_group.id),
          name: r.password_user_group.name,
          description: null,
          member_count: 12,
          version: 1,
          created_at: r.created_at,
          updated_at: r.updated_at,
        }
      : null,
    related_articles: [],
    related_reports: [],
  };
}

/** `Roadshow` by id: the contract's example roadshow, null for any other id. */
export const roadshowHandlers = (state: 'found' | 'error' = 'found'): RequestHandler[] => [
  gqlApi.query<gql.RoadshowQuery, gql.RoadshowQueryVariables>('Roadshow', ({ variables }) => {
    if (state === 'error') return graphqlError<gql.RoadshowQuery>();
    const r = exampleRoadshow();
    const roadshow = String(variables.id) === r.id ? r : null;
    return HttpResponse.json({ data: withTypenames({ roadshow }) });
  }),
];
