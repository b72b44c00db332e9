import type { gql } from '@newsdesk/api-client';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { contractExample, HOUR, ok, schemaExample, type MainData, type User } from './contract';
import {
  gqlApi,
  graphqlError,
  graphqlList,
  mainUrl,
  noNodes,
  restList,
  serverError,
  type ListScreenState,
  type ScreenState,
} from './handlers';
import { withTypenames } from './graphqlTypes';

/**
 * Story data and handlers of the user and finance screens (user list, a profile, orders,
 * statistics): built from the contract's examples, typed by the generated contract types.
 */

// ── Users (GET /v1/admin/user, GET /v1/admin/user/{id}) ──────────────────────

const PEOPLE: { nickname: string; status: User['status']; level: 1 | 2 | 3 | 110 | null }[] = [
  { nickname: 'Li Wei', status: 'good', level: 2 },
  { nickname: 'Chen Jie', status: 'good', level: 3 },
  { nickname: 'Wang Fang', status: 'frozen', level: null },
  { nickname: 'Zhao Min', status: 'good', level: 110 },
  { nickname: 'Sun Hao', status: 'good', level: 1 },
  { nickname: 'Zhou Lin', status: 'good', level: null },
];

/** The contract's example user (id 7, the signed-in staff member of the stories). */
export const exampleUser = (): User => schemaExample<User>('User');

export function users(): User[] {
  const u = exampleUser();
  return PEOPLE.map((p, i) =>
    i === 0
      ? u
      : {
          ...u,
          id: 300 + i,
          nickname: p.nickname,
          avatar: null,
          description: null,
          status: p.status,
          email: { email: `${p.nickname.toLowerCase().replace(' ', '.')}@example.org` },
          mobile: null,
          verified_name: null,
          memberships:
            p.level === null ? [] : [{ level: p.level, expired_at: 1735660800000, expired: false }],
          privileges: [],
          internal_info: { roles: [] },
          created_at: u.created_at + i * 90 * 24 * HOUR,
          updated_at: u.updated_at - i * HOUR,
          version: 1 + i,
        },
  );
}

export type UserList = MainData<'/v1/admin/user', 'get'>;

export function userList(): UserList {
  const items = users();
  return { items, total: items.length, page: 1, limit: 20 };
}

export const userListHandlers = (state: ListScreenState): RequestHandler[] => [
  http.get(
    mainUrl('/v1/admin/user'),
    restList(state, userList, (l) => ({ ...l, items: [], total: 0 })),
  ),
];

// ── A profile (/users/profile/:id) ─────────────────────────────────────────────

type Followers = MainData<'/v1/user/{id}/followers', 'get'>;

export function followers(): Followers {
  const page = contractExample<{ data: Followers }>('get', '/v1/user/{id}/followers').data;
  const first = page.items[0]!;
  const items = users()
    .slice(1, 4)
    .map((u, i) => ({
      user: { ...first.user, id: u.id, nickname: u.nickname },
      followed_at: first.followed_at - i * 24 * HOUR,
    }));
  return {
    ...page,
    items,
    total_count: items.length,
    page_info: { end_cursor: null, has_next_page: false },
  };
}

const LEVEL_NAMES: Record<1 | 2 | 3 | 110, gql.MembershipLevel> = {
  1: 'NORMAL',
  2: 'BLACK_GOLD',
  3: 'META',
  110: 'INSTITUTION',
};

/** The REST user as GraphQL `users` answers it (the profile reads the credit subscription there). */
export function graphqlUser(u: User): gql.UsersQuery['users']['nodes'][number] {
  return {
    id: String(u.id),
    nickname: u.nickname,
    avatar: u.avatar,
    description: u.description,
    gender: u.gender === 1 ? 'MALE' : u.gender === 2 ? 'FEMALE' : null,
    about: u.about,
    occupation: u.occupation,
    industry: u.industry,
    verified_name: u.verified_name,
    country: u.country,
    is_institution: u.is_institution,
    status: u.status === 'frozen' ? 'FROZEN' : 'GOOD',
    email: u.email,
    mobile: u.mobile,
    memberships: u.memberships.map((m) => ({ ...m, level: LEVEL_NAMES[m.level] })),
    privileges: u.privileges.map((p) => ({
      ...p,
      name: p.name === 'report' ? 'REPORT' : 'TERMINAL',
    })),
    credit_subscription: null,
    internal_info: u.internal_info,
    created_at: u.created_at,
    updated_at: u.updated_at,
    version: u.version,
  };
}

/**
 * `/users/profile/7`: the user, their followers and the GraphQL read of the subscription; the
 * user's read never answering (`loading`) or failing at the server (`error`).
 */
export const profileHandlers = (state: ScreenState | 'loading' = 'full'): RequestHandler[] => [
  http.get(mainUrl('/v1/admin/user/:id'), async ({ params }) => {
    // `/v1/admin/user/self` is the session's (next handler).
    if (params.id === 'self') return undefined;
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return serverError();
    const user = users().find((u) => u.id === Number(params.id)) ?? exampleUser();
    return HttpResponse.json(ok(user));
  }),
  http.get(mainUrl('/v1/user/:id/followers'), () => HttpResponse.json(ok(followers()))),
  gqlApi.query<gql.UsersQuery, gql.UsersQueryVariables>('Users', ({ variables }) => {
    const ids = ([] as (string | number)[]).concat(variables.ids ?? []).map(String);
    const nodes = users()
      .filter((u) => ids.length === 0 || ids.includes(String(u.id)))
      .map(graphqlUser);
    const data: gql.UsersQuery = {
      users: {
        total_count: nodes.length,
        page_info: { end_cursor: null, has_next_page: false },
        nodes,
      },
    };
    return HttpResponse.json({ data: withTypenames(data) });
  }),
];

// ── Orders (GET /v1/admin/orders) ──────────────────────────────────────────────

export type OrderList = MainData<'/v1/admin/orders', 'get'>;
type Order = OrderList['items'][number];

const ORDERS: {
  title: string;
  state: Order['state'];
  platform: Order['platform'];
  price: number;
}[] = [
  { title: 'Black Gold membership, 12 months', state: 'COMPLETE', platform: 'ios', price: 59800 },
  { title: 'Meta membership, 1 month', state: 'COMPLETE', platform: 'android', price: 9800 },
  { title: 'Black Gold membership, 3 months', state: 'UNPAID', platform: 'web', price: 19800 },
  { title: 'Research pack: property credit', state: 'COMPLETE', platform: 'pc_web', price: 2900 },
  { title: 'Meta membership, 12 months', state: 'COMPLETE', platform: 'wap', price: 99800 },
];

export function orderList(): OrderList {
  const example = contractExample<{ data: OrderList }>('get', '/v1/admin/orders').data;
  const o = example.items[0]!;
  const buyers = users();
  const items = ORDERS.map((row, i) => {
    const buyer = buyers[(i + 1) % buyers.length]!;
    const created = o.created_at - i * 5 * HOUR;
    return {
      ...o,
      id: o.id + i,
      order_no: String(BigInt(o.order_no) + BigInt(i * 7919)),
      platform: row.platform,
      state: row.state,
      title: row.title,
      amount: row.price,
      real_pay_amount: row.price,
      source: i === 0 ? o.source : null,
      remark: i === 1 ? 'Renewal, called back' : null,
      user_info: { user_id: buyer.id, nickname: buyer.nickname, avatar: null },
      order_items: o.order_items.map((item) => ({
        ...item,
        price: row.price,
        sku_detail: { ...item.sku_detail, name: row.title, price: row.price },
      })),
      transactions:
        row.state === 'COMPLETE'
          ? o.transactions.map((t) => ({
              ...t,
              id: t.id + i,
              amount: row.price,
              pay_time: created + 30_000,
            }))
          : [],
      created_at: created,
      updated_at: created + 30_000,
    };
  });
  return {
    ...example,
    items,
    total_count: items.length,
    total_amount: items.reduce((s, o) => s + (o.state === 'COMPLETE' ? o.real_pay_amount : 0), 0),
    next_anchor: '',
    has_more: false,
  };
}

export const orderListHandlers = (state: ListScreenState): RequestHandler[] => [
  http.get(mainUrl('/v1/admin/orders'), async ({ request }) => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return serverError();
    // The list asks for completed orders by default (`order_state`), as the server filters them.
    const wanted = new URL(request.url).searchParams.get('order_state');
    const all = orderList();
    const items =
      state === 'empty' ? [] : wanted ? all.items.filter((o) => o.state === wanted) : all.items;
    return HttpResponse.json(
      ok({
        ...all,
        items,
        total_count: items.length,
        total_amount: items.reduce(
          (s, o) => s + (o.state === 'COMPLETE' ? o.real_pay_amount : 0),
          0,
        ),
      }),
    );
  }),
];

// ── Statistics (GraphQL OrderStatistics, Skus) ────────────────────────────────

const DAY = 24 * HOUR;
/** 2024-05-06 00:00 GMT+8, the day of the contract's example order. */
const LAST_DAY = Date.UTC(2024, 4, 5, 16);

const SKUS: { name: string; price: number; platforms: gql.Platform[] }[] = [
  { name: 'Black Gold membership, 12 months', price: 69800, platforms: ['ANDROID', 'IOS', 'WEB'] },
  { name: 'Meta membership, 1 month', price: 9800, platforms: ['ANDROID', 'IOS'] },
  { name: 'Research pack: property credit', price: 2900, platforms: ['WEB', 'PC_WEB'] },
];

export function orderStatistics(
  period: gql.StatisticsPeriod,
  limit: number,
): gql.OrderStatisticsQuery {
  const step = { DAY: DAY, WEEK: 7 * DAY, MONTH: 30 * DAY, QUARTER: 91 * DAY }[period];
  const nodes = Array.from({ length: limit }, (_, k) => {
    const i = limit - 1 - k;
    // A steady, slightly seasonal series (no randomness: the stories are visual baselines).
    const order_count = 40 + ((i * 7) % 23) + (i % 7 === 5 ? 18 : 0);
    const ios = Math.round(order_count * 0.45);
    const android = Math.round(order_count * 0.35);
    const web = order_count - ios - android;
    const sku = SKUS.map((s, j) => ({
      sku_id: String(12 + j),
      name: s.name,
      frequency:
        j === 0 ? Math.round(order_count * 0.5) : j === 1 ? Math.round(order_count * 0.3) : 0,
      amount: 0,
    }));
    sku[2]!.frequency = order_count - sku[0]!.frequency - sku[1]!.frequency;
    for (const [j, s] of sku.entries()) s.amount = s.frequency * SKUS[j]!.price;
    const revenue = sku.reduce((sum, s) => sum + s.amount, 0);
    return {
      datetime: LAST_DAY - i * step,
      order_count,
      revenue,
      pay_channel_statistics: [
        {
          pay_channel: 'WECHAT' as const,
          frequency: android + web,
          amount: Math.round(revenue * 0.55),
        },
        {
          pay_channel: 'APPLE' as const,
          frequency: ios,
          amount: revenue - Math.round(revenue * 0.55),
        },
      ],
      platform_statistics: [
        { platform: 'IOS' as const, frequency: ios, amount: Math.round(revenue * 0.45) },
        { platform: 'ANDROID' as const, frequency: android, amount: Math.round(revenue * 0.35) },
        {
          platform: 'WEB' as const,
          frequency: web,
          amount: revenue - Math.round(revenue * 0.45) - Math.round(revenue * 0.35),
        },
      ],
      sku_statistics: sku,
    };
  });
  return { order_statistics: { period, nodes } };
}

export function skus(): gql.SkusQuery {
  const o = contractExample<{ data: OrderList }>('get', '/v1/admin/orders').data.items[0]!;
  const sku = o.order_items[0]!.sku_detail;
  const nodes = SKUS.map((s, j) => ({
    id: String(sku.id + j),
    commodity_id: String(sku.commodity_id),
    name: s.name,
    cover_uri: null,
    price: s.price,
    platforms: s.platforms,
    on_sale: j !== 2,
    track: null,
    spec_attrs: sku.spec_attrs,
  }));
  return {
    skus: {
      total_count: nodes.length,
      page_info: { end_cursor: null, has_next_page: false },
      nodes,
    },
  };
}

/**
 * `OrderStatistics` and `Skus` in a screen state: empty is a period without orders and no products,
 * loading and failed apply to both reads.
 */
export const statisticsHandlers = (state: ListScreenState): RequestHandler[] => [
  gqlApi.query<gql.OrderStatisticsQuery, gql.OrderStatisticsQueryVariables>(
    'OrderStatistics',
    ({ variables }) =>
      graphqlList(
        state,
        () => orderStatistics(variables.period, variables.limit ?? 30),
        (s) => ({ order_statistics: { ...s.order_statistics, nodes: [] } }),
      )(),
  ),
  gqlApi.query<gql.SkusQuery, gql.SkusQueryVariables>(
    'Skus',
    graphqlList(state, skus, (s) => ({ skus: noNodes(s.skus) })),
  ),
];

// ── User groups (GraphQL RoadshowUserGroups) and members (UsersV2) ─────────────

const GROUPS: { name: string; description: string | null; members: number }[] = [
  {
    name: 'Institutional clients',
    description: 'Fund managers with a research contract',
    members: 48,
  },
  { name: 'Roadshow guests, May', description: null, members: 120 },
  { name: 'Black Gold trial', description: 'Readers on the 30-day trial', members: 312 },
];

export function userGroups(): gql.RoadshowUserGroupsQuery['roadshow_user_groups']['nodes'] {
  const u = exampleUser();
  return GROUPS.map((g, i) => ({
    id: String(51 + i),
    name: g.name,
    description: g.description,
    member_count: g.members,
    version: 1 + i,
    created_at: u.updated_at - (60 - i * 10) * 24 * HOUR,
    updated_at: u.updated_at - (6 - i) * 24 * HOUR,
  }));
}

export const userGroupListHandlers = (state: ListScreenState): RequestHandler[] => [
  gqlApi.query<gql.RoadshowUserGroupsQuery, gql.RoadshowUserGroupsQueryVariables>(
    'RoadshowUserGroups',
    async () => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return graphqlError<gql.RoadshowUserGroupsQuery>();
      const nodes = state === 'empty' ? [] : userGroups();
      const data: gql.RoadshowUserGroupsQuery = {
        roadshow_user_groups: {
          total_count: nodes.length,
          page_info: { end_cursor: null, has_next_page: false },
          nodes,
        },
      };
      return HttpResponse.json({ data: withTypenames(data) });
    },
  ),
];

/** The members: the story users of the asked membership levels, as GraphQL `users_v2` answers them. */
export const memberHandlers = (state: ListScreenState): RequestHandler[] => [
  gqlApi.query<gql.UsersV2Query, gql.UsersV2QueryVariables>('UsersV2', async ({ variables }) => {
    if (state === 'loading') await delay('infinite');
    if (state === 'error') return graphqlError<gql.UsersV2Query>();
    const levels = [variables.membership_levels ?? []].flat();
    const nodes: gql.UsersV2Query['users_v2']['nodes'] =
      state === 'empty'
        ? []
        : users()
            .map(graphqlUser)
            .filter((u) =>
              u.memberships.some((m) => levels.length === 0 || levels.includes(m.level)),
            );
    const data: gql.UsersV2Query = {
      users_v2: {
        total_count: nodes.length,
        page_info: { end_cursor: null, has_next_page: false },
        nodes,
      },
    };
    return HttpResponse.json({ data: withTypenames(data) });
  }),
];

/** One user group with the story users as its members (`RoadshowUserGroup`), or none (not found). */
export const userGroupHandlers = (state: 'found' | 'error' = 'found'): RequestHandler[] => [
  gqlApi.query<gql.RoadshowUserGroupQuery, gql.RoadshowUserGroupQueryVariables>(
    'RoadshowUserGroup',
    ({ variables }) => {
      if (state === 'error') return graphqlError<gql.RoadshowUserGroupQuery>();
      const group = userGroups().find((g) => g.id === String(variables.group_id));
      const nodes = users().map((u) => ({
        id: String(u.id),
        nickname: u.nickname,
        avatar: u.avatar,
        status: u.status === 'frozen' ? ('FROZEN' as const) : ('GOOD' as const),
        created_at: u.created_at,
      }));
      const data: gql.RoadshowUserGroupQuery = {
        roadshow_user_group: group
          ? {
              ...group,
              member_count: nodes.length,
              members: {
                total_count: nodes.length,
                page_info: { end_cursor: null, has_next_page: false },
                nodes,
              },
            }
          : null,
      };
      return HttpResponse.json({ data: withTypenames(data) });
    },
  ),
];
