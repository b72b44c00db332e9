import type { gql } from '@newsdesk/api-client';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import { STORY_NOW } from './clock';
import { gqlApi, graphqlError, mainUrl } from './handlers';
import { withTypenames } from './graphqlTypes';

/**
 * Story data and handlers of the flash news desk (`/content/wallstreet/live`, GraphQL `WscnLives`),
 * typed by the generated operation types. Times are minutes before the stories' clock.
 */
type Live = gql.WscnLivesQuery['wscn_lives']['nodes'][number];
const MINUTE = 60_000;

const LIVES: { title: string; content: string; score: number; status: gql.ContentStatus }[] = [
  {
    title: 'PBOC keeps the one-year LPR at 3.45%',
    content: '<p>The one-year loan prime rate stays at 3.45%, the five-year at 3.95%.</p>',
    score: 2,
    status: 'PUBLISHED',
  },
  {
    title: '',
    content: '<p>Shanghai composite opens 0.3% higher; property developers lead.</p>',
    score: 1,
    status: 'PUBLISHED',
  },
  {
    title: 'April CPI up 0.3% year on year',
    content: '<p>Core CPI rose 0.7%; PPI fell 2.5% year on year.</p>',
    score: 2,
    status: 'PUBLISHED',
  },
  {
    title: 'Offshore yuan steady near 7.23',
    content: '<p>The offshore yuan trades at 7.2310 per dollar.</p>',
    score: 0,
    status: 'DRAFT',
  },
];

export function lives(): Live[] {
  return LIVES.map((l, i) => ({
    id: String(9001 - i),
    title: l.title,
    content: l.content,
    content_more: null,
    images: [],
    score: l.score,
    status: l.status,
    is_deleted: i === 3,
    display_time: STORY_NOW - (i * 7 + 2) * MINUTE,
    original_updated_at: STORY_NOW - (i * 7 + 2) * MINUTE,
    version: 1,
  }));
}

export type LiveState = 'full' | 'empty' | 'loading' | 'error';

export const liveHandlers = (state: LiveState): RequestHandler[] => [
  gqlApi.query<gql.WscnLivesQuery, gql.WscnLivesQueryVariables>('WscnLives', async () => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return graphqlError<gql.WscnLivesQuery>();
    const nodes = state === 'empty' ? [] : lives();
    const data: gql.WscnLivesQuery = {
      wscn_lives: {
        total_count: nodes.length,
        page_info: { end_cursor: null, has_next_page: false },
        nodes,
      },
    };
    return HttpResponse.json({ data: withTypenames(data) });
  }),
];

// ── Viewpoints, the daily report and managed assets (designed here, #12) ──────────────────────
// `/content/viewpoint` (GraphQL `Viewpoints`), `/content/daily/report` (`DailyReport`, the day's
// top content) and `/content/asset/management` (`Assets`), typed by the generated operation types.

type Viewpoint = gql.ViewpointFieldsFragment;
type DailyReportData = gql.DailyReportFieldsFragment;
type Asset = gql.AssetFieldsFragment;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 2024-05-06 00:00 GMT+8, the stories' day. */
const STORY_DAY = STORY_NOW - 10 * HOUR;

const VIEWPOINTS: {
  author: string;
  title: string;
  body: string;
  symbols: string[];
  tags: string[];
  status: gql.ContentStatus;
}[] = [
  {
    author: 'Zhang Min',
    title: 'Liquor makers: the holiday data beat the fears',
    body: '<p>Channel checks point to steady banquet demand after the May Day holiday.</p>',
    symbols: ['600519', '000858'],
    tags: ['Kweichow Moutai'],
    status: 'PUBLISHED',
  },
  {
    author: 'Li Wei',
    title: 'Rates: room for one more cut before the summer',
    body: '<p>Inflation stays low and credit growth is slowing.</p>',
    symbols: [],
    tags: ['Rates', 'Macro'],
    status: 'PUBLISHED',
  },
  {
    author: 'Chen Jing',
    title: 'Chip equipment orders keep rising',
    body: '<p>Domestic fabs keep ordering tools ahead of new capacity.</p>',
    symbols: ['688012'],
    tags: ['Semiconductors'],
    status: 'DRAFT',
  },
  {
    author: 'Wang Fang',
    title: 'The yuan near 7.23: why the fixing matters',
    body: '<p>The fixing has been stronger than models suggest for weeks.</p>',
    symbols: ['USDCNH'],
    tags: ['Yuan'],
    status: 'PUBLISHED',
  },
];

export function viewpoints(): Viewpoint[] {
  return VIEWPOINTS.map((v, i) => ({
    id: String(701 + i),
    author: v.author,
    title: v.title,
    body: v.body,
    symbols: v.symbols,
    tags: v.tags.map((name, j) => ({ id: String(81 + i * 3 + j), name })),
    display_time: STORY_NOW - (i * 5 + 1) * HOUR,
    status: v.status,
    version: 1,
    created_at: STORY_NOW - (i * 5 + 2) * HOUR,
    updated_at: STORY_NOW - (i * 5 + 1) * HOUR,
  }));
}

export type DeskState = 'full' | 'empty' | 'loading' | 'error';

export const viewpointHandlers = (state: DeskState): RequestHandler[] => [
  gqlApi.query<gql.ViewpointsQuery, gql.ViewpointsQueryVariables>('Viewpoints', async () => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return graphqlError<gql.ViewpointsQuery>();
    const nodes = state === 'empty' ? [] : viewpoints();
    const data: gql.ViewpointsQuery = {
      viewpoints: {
        total_count: nodes.length,
        nodes,
      },
    };
    return HttpResponse.json({ data: withTypenames(data) });
  }),
];

const TOP_CONTENT: {
  kind: gql.ContentKind;
  title: string;
  viewed: number;
  vip: gql.VipVisibility;
  cover: boolean;
}[] = [
  {
    kind: 'ARTICLE',
    title: 'PBOC keeps the loan prime rate unchanged in May',
    viewed: 18_204,
    vip: 'ALL',
    cover: true,
  },
  {
    kind: 'VIDEO',
    title: 'Weekly macro review',
    viewed: 9_870,
    vip: 'ALL',
    cover: true,
  },
  {
    kind: 'ARTICLE',
    title: 'Liquor makers after the May Day holiday',
    viewed: 7_512,
    vip: 'BLACK_GOLD',
    cover: false,
  },
  {
    kind: 'REPORT',
    title: 'China macro monthly, May',
    viewed: 4_033,
    vip: 'ASSIGNED',
    cover: false,
  },
  {
    kind: 'ROADSHOW',
    title: 'Q2 outlook with the chief economist',
    viewed: 2_961,
    vip: 'ALL',
    cover: true,
  },
];

/** The day's report: not saved yet, so the day's most viewed content, or nothing for `empty`. */
export function dailyReport(day: number, empty = false): DailyReportData {
  return {
    day,
    saved: false,
    version: 0,
    updated_at: null,
    items: empty
      ? []
      : TOP_CONTENT.map((c, i) => ({
          raw_id: String(4001 + i),
          kind: c.kind,
          title: c.title,
          description: null,
          cover_url: c.cover ? mainUrl(`/storage/daily-cover-${i + 1}.png`) : null,
          datetime: day + (8 + i) * HOUR - DAY,
          vip_visibility: c.vip,
          author: { id: String(7 + i), nickname: i % 2 ? 'Chen Jing' : 'Li Wei', avatar: null },
          counter: { viewed: c.viewed },
        })),
  };
}

export const dailyReportHandlers = (state: DeskState): RequestHandler[] => [
  gqlApi.query<gql.DailyReportQuery, gql.DailyReportQueryVariables>(
    'DailyReport',
    async ({ variables }) => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return graphqlError<gql.DailyReportQuery>();
      const data: gql.DailyReportQuery = {
        daily_report: dailyReport(Number(variables.day ?? STORY_DAY), state === 'empty'),
      };
      return HttpResponse.json({ data: withTypenames(data) });
    },
  ),
];

const ASSETS: {
  name: string;
  code: string;
  market: gql.AssetMarket;
  kind: gql.AssetKind;
  status: gql.AssetStatus;
  tags: string[];
}[] = [
  {
    name: 'Kweichow Moutai',
    code: '600519',
    market: 'SH',
    kind: 'STOCK',
    status: 'ACTIVE',
    tags: ['Kweichow Moutai'],
  },
  {
    name: 'SSE Composite',
    code: '000001',
    market: 'SH',
    kind: 'INDEX',
    status: 'ACTIVE',
    tags: [],
  },
  { name: 'Wuliangye', code: '000858', market: 'SZ', kind: 'STOCK', status: 'ACTIVE', tags: [] },
  { name: 'Tencent', code: '00700', market: 'HK', kind: 'STOCK', status: 'ACTIVE', tags: [] },
  {
    name: 'Gold spot',
    code: 'XAUUSD',
    market: 'GLOBAL',
    kind: 'COMMODITY',
    status: 'ACTIVE',
    tags: [],
  },
  {
    name: 'Offshore yuan',
    code: 'USDCNH',
    market: 'GLOBAL',
    kind: 'FOREX',
    status: 'INACTIVE',
    tags: ['Yuan'],
  },
];

export function assets(): Asset[] {
  return ASSETS.map((a, i) => ({
    id: String(1201 + i),
    name: a.name,
    code: a.code,
    market: a.market,
    kind: a.kind,
    status: a.status,
    tags: a.tags.map((name, j) => ({ id: String(91 + i * 2 + j), name })),
    version: 1,
    created_at: STORY_DAY - (40 - i) * DAY,
    updated_at: STORY_DAY - (4 - (i % 4)) * DAY,
  }));
}

export const assetHandlers = (state: DeskState): RequestHandler[] => [
  gqlApi.query<gql.AssetsQuery, gql.AssetsQueryVariables>('Assets', async () => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return graphqlError<gql.AssetsQuery>();
    const nodes = state === 'empty' ? [] : assets();
    const data: gql.AssetsQuery = {
      assets: {
        total_count: nodes.length,
        nodes,
      },
    };
    return HttpResponse.json({ data: withTypenames(data) });
  }),
];
