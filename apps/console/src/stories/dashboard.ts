import type { gql } from '@newsdesk/api-client';
import { http, HttpResponse, type GraphQLResponseBody, type RequestHandler } from 'msw';
import { calendarEventHandlers } from './calendar';
import { STORY_NOW } from './clock';
import {
  articleSummary,
  contractExample,
  HOUR,
  ok,
  schemaExample,
  storyUser,
  type MainData,
} from './contract';
import { lives } from './desk';
import { gqlApi, graphqlError, mainUrl, serverError } from './handlers';
import { withTypenames } from './graphqlTypes';
import { followers, orderStatistics } from './people';

/**
 * Story data and handlers of the dashboard (`/`): the REST panels (counts, today's popular content,
 * latest comments, newest followers) from the contract's examples, and the GraphQL panels (slogan,
 * my articles, newest published, daily top, updates, flash news, revenue and user charts, this
 * week's events), typed by the generated types. Everything is dated around the stories' clock.
 */
const DAY = 24 * HOUR;
const MINUTE = 60_000;

type Stats = MainData<'/v1/admin/stats', 'get'>;
type Hot = MainData<'/v1/aggregation/hot_content', 'get'>;
type Actions = MainData<'/v1/message/actions', 'get'>;
type Card = gql.DashboardLatestArticlesQuery['contents']['nodes'][number];

export const dashboardStats = (): Stats => ({
  ...schemaExample<Stats>('DashboardStats'),
  generated_at: STORY_NOW - 5 * MINUTE,
});

const TITLES = [
  'PBOC keeps the loan prime rate unchanged in May',
  'April exports beat forecasts as chip demand recovers',
  'Property sales fall for a third month',
  'Yuan holds near 7.23 as the dollar eases',
  'Weekly macro review: credit growth slows',
];

export function hotContent(): Hot {
  const example = contractExample<{ data: Hot }>('get', '/v1/aggregation/hot_content').data;
  const first = example.items[0]!;
  return {
    items: TITLES.map((title, i) => ({
      ...first,
      raw_id: first.raw_id + i,
      title,
      counter: { ...first.counter, viewed: first.counter.viewed - i * 640 },
      datetime: STORY_NOW - (i + 1) * 2 * HOUR,
    })),
  };
}

export function latestComments(): Actions {
  const author = storyUser();
  const hot = hotContent().items;
  const comments = [
    { nickname: 'Chen Jie', body: 'Does this change the outlook for mortgage rates?' },
    { nickname: 'Zhao Min', body: 'Clear summary, thanks.' },
    { nickname: 'Sun Hao', body: 'The chart in the second section is worth a look.' },
  ];
  return {
    items: comments.map((c, i) => ({
      id: 7001 - i,
      action: 'comment' as const,
      user: { id: 301 + i, nickname: c.nickname, avatar: null },
      content: {
        raw_id: hot[i]!.raw_id,
        kind: 1,
        status: 'published' as const,
        author: { id: author.id, nickname: author.nickname, description: null, avatar: null },
        title: hot[i]!.title,
        description: null,
        tags: [],
        datetime: hot[i]!.datetime,
        vip_visibility: 0,
        cover_url: null,
        readable: true,
        counter: { viewed: hot[i]!.counter.viewed, liked: 12, collected: 3, commented: 4 },
        tag_relations: [],
      },
      comment: { id: 9101 - i, body: c.body },
      created_at: STORY_NOW - (i * 17 + 4) * MINUTE,
    })),
    next_anchor: '',
    has_more: false,
  };
}

function card(i: number, kind: gql.ContentKind = 'ARTICLE'): Card {
  const u = storyUser();
  return {
    raw_id: String(4200 + i),
    kind,
    status: 'PUBLISHED',
    title: TITLES[i % TITLES.length]!,
    description: null,
    datetime: STORY_NOW - (i + 1) * 50 * MINUTE,
    vip_visibility: i === 2 ? 'BLACK_GOLD' : 'ALL',
    cover_url: null,
    readable: true,
    author: { id: String(u.id), nickname: u.nickname, avatar: null },
    counter: { viewed: 900 - i * 70, liked: 20 - i, collected: 5, commented: 3 },
    tags: [],
    tag_relations: [],
  };
}

export function myArticles(): gql.DashboardMyArticlesQuery {
  const nodes = Array.from({ length: 5 }, (_, i) => {
    const a = articleSummary(i);
    return {
      id: String(a.id),
      title: TITLES[i]!,
      cover_url: null,
      display_time: STORY_NOW - (i + 1) * 3 * HOUR,
      planned_published_at: null,
      status: (i === 1 ? 'DRAFT' : 'PUBLISHED') as gql.ContentStatus,
      vip_visibility: 'ALL' as gql.VipVisibility,
      article_type: 'normal',
      is_cooperation: false,
      words_count: a.words_count,
      comment_count: a.comment_count,
      page_views: a.page_views,
      version: a.version,
      updated_at: STORY_NOW - (i + 1) * 3 * HOUR,
      author: {
        id: String(a.author?.id ?? 7),
        nickname: a.author?.nickname ?? 'Li Wei',
        avatar: null,
      },
      tags: [],
      tag_relations: [],
    };
  });
  return { articles: { total_count: 214, nodes } };
}

const KINDS: gql.ContentKind[] = ['ARTICLE', 'VIDEO', 'ARTICLE', 'ROADSHOW', 'ARTICLE'];

/** 30 days of revenue and orders, this week and the last (the statistics stories' series). */
export function revenue(): gql.DashboardRevenueQuery {
  const pick = (n: { datetime: number; order_count: number; revenue: number }) => ({
    datetime: n.datetime,
    order_count: n.order_count,
    revenue: n.revenue,
  });
  return {
    daily: { nodes: orderStatistics('DAY', 30).order_statistics.nodes.map(pick) },
    weekly: { nodes: orderStatistics('WEEK', 2).order_statistics.nodes.map(pick) },
  };
}

/** New users over the 30 days before the clock's day: a few a day, the same every run. */
export function userChart(start: number, end: number): gql.DashboardUserChartQuery {
  const nodes: { id: string; created_at: number }[] = [];
  for (let day = 0; day < 30; day += 1) {
    const count = 2 + ((day * 5) % 7);
    for (let k = 0; k < count; k += 1) {
      nodes.push({
        id: String(50_000 + day * 10 + k),
        created_at: start + day * DAY + (k + 9) * HOUR,
      });
    }
  }
  const inRange = nodes.filter((n) => n.created_at >= start && n.created_at < end);
  return { users: { total_count: inRange.length, nodes: inRange } };
}

export type DashboardState = 'full' | 'error';

const json = <T extends Record<string, unknown>>(data: T) =>
  HttpResponse.json<GraphQLResponseBody<T>>({ data: withTypenames(data) });

/**
 * Every call of the dashboard. `error`: every panel fails (each shows its own error with Retry),
 * which is what a designer checks: one failing call never blanks the page.
 */
export function dashboardHandlers(state: DashboardState): RequestHandler[] {
  const failing = state === 'error';
  const gqlFail = <T extends Record<string, unknown>>() => graphqlError<T>();
  return [
    http.get(mainUrl('/v1/admin/stats'), () =>
      failing ? serverError() : HttpResponse.json(ok(dashboardStats())),
    ),
    http.get(mainUrl('/v1/aggregation/hot_content'), () =>
      failing ? serverError() : HttpResponse.json(ok(hotContent())),
    ),
    http.get(mainUrl('/v1/message/actions'), () =>
      failing ? serverError() : HttpResponse.json(ok(latestComments())),
    ),
    http.get(mainUrl('/v1/user/:id/followers'), () =>
      failing ? serverError() : HttpResponse.json(ok(followers())),
    ),
    gqlApi.query<gql.ConsoleHomeSloganQuery, gql.ConsoleHomeSloganQueryVariables>(
      'ConsoleHomeSlogan',
      () =>
        json<gql.ConsoleHomeSloganQuery>({
          kv: {
            key: 'console-home-slogan',
            value: ['Accuracy first, then speed.'],
            version: 1,
          },
        }),
    ),
    gqlApi.query<gql.DashboardMyArticlesQuery, gql.DashboardMyArticlesQueryVariables>(
      'DashboardMyArticles',
      () => (failing ? gqlFail<gql.DashboardMyArticlesQuery>() : json(myArticles())),
    ),
    gqlApi.query<gql.DashboardLatestArticlesQuery, gql.DashboardLatestArticlesQueryVariables>(
      'DashboardLatestArticles',
      () =>
        failing
          ? gqlFail<gql.DashboardLatestArticlesQuery>()
          : json<gql.DashboardLatestArticlesQuery>({
              contents: { nodes: [0, 1, 2, 3, 4].map((i) => card(i)) },
            }),
    ),
    gqlApi.query<gql.DailyTopKQuery, gql.DailyTopKQueryVariables>('DailyTopK', () =>
      failing
        ? gqlFail<gql.DailyTopKQuery>()
        : json<gql.DailyTopKQuery>({
            daily_topk: [0, 1, 2, 3, 4].map((i) => {
              const c = card(i, KINDS[i]);
              return {
                raw_id: c.raw_id,
                kind: c.kind,
                title: c.title,
                description: c.description,
                cover_url: c.cover_url,
                datetime: c.datetime,
                vip_visibility: c.vip_visibility,
                author: c.author,
                counter: { viewed: 12_000 - i * 1_500 },
              };
            }),
          }),
    ),
    gqlApi.query<gql.ContentsQuery, gql.ContentsQueryVariables>('Contents', () =>
      failing
        ? gqlFail<gql.ContentsQuery>()
        : json<gql.ContentsQuery>({
            contents: {
              total_count: 5,
              page_info: { end_cursor: null, has_next_page: false },
              nodes: [0, 1, 2, 3, 4].map((i) => card(i, KINDS[i])),
            },
          }),
    ),
    gqlApi.query<gql.WscnLivesQuery, gql.WscnLivesQueryVariables>('WscnLives', () =>
      failing
        ? gqlFail<gql.WscnLivesQuery>()
        : json<gql.WscnLivesQuery>({
            wscn_lives: {
              total_count: 3,
              page_info: { end_cursor: null, has_next_page: false },
              nodes: lives().filter((l) => l.status === 'PUBLISHED'),
            },
          }),
    ),
    gqlApi.query<gql.DashboardRevenueQuery, gql.DashboardRevenueQueryVariables>(
      'DashboardRevenue',
      () => (failing ? gqlFail<gql.DashboardRevenueQuery>() : json(revenue())),
    ),
    gqlApi.query<gql.DashboardUserChartQuery, gql.DashboardUserChartQueryVariables>(
      'DashboardUserChart',
      ({ variables }) =>
        failing
          ? gqlFail<gql.DashboardUserChartQuery>()
          : json(userChart(Number(variables.start_time), Number(variables.end_time))),
    ),
    ...calendarEventHandlers(failing ? 'error' : 'full'),
  ];
}
