import { gql, isConflict, unwrap, type Main } from '@newsdesk/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { config } from '../app/config';
import { api } from './clients';
import { graphqlClient, useGraphqlQuery } from './graphql';

/**
 * The finance domain (operations §2 Finance, §3 Order, Order statistics, Product SKU, §7 Orders and
 * statistics, §9): the order list (REST, react-query), the remark, the order statistics and the SKU
 * list (GraphQL, Apollo's cache). Amounts stay in cents here; the components show them in yuan.
 */
export type Order = Main.components['schemas']['Order'];
export type OrderList = Main.components['schemas']['OrderList'];
export type OrderListQuery = NonNullable<Main.operations['listOrders']['parameters']['query']>;
export type PayChannel = Main.components['schemas']['PayChannel'];
export type OrderPlatform = Main.components['schemas']['Platform'];
export type StatisticsPeriod = gql.StatisticsPeriod;

/** Default order start date if none is set: 30 Aug 2018, 00:00 GMT+8 (operations §9). */
export const ORDER_DEFAULT_START = Date.UTC(2018, 7, 29, 16);
/** The order analytics read at most this many orders of a window (operations §9). */
export const ORDER_ANALYTICS_LIMIT = 99_999;
/** Order statistics nodes per period (operations §7, §9: DAY 30, WEEK 2). */
export const STATISTICS_NODES: Record<StatisticsPeriod, number> = {
  DAY: 30,
  WEEK: 2,
  MONTH: 12,
  QUARTER: 4,
};
/** The product list fetches up to 9999 SKUs and pages them locally (operations §9). */
export const SKU_FETCH_LIMIT = 9999;

export const PAY_CHANNELS: readonly PayChannel[] = [
  'alipay',
  'alipay_h5',
  'alipay_qr',
  'alipay_pc',
  'wechat',
  'wechat_h5',
  'wechat_pub',
  'wechat_lite',
  'wechat_qr',
  'apple',
];

export const financeKeys = {
  all: ['finance'] as const,
  orderLists: () => [...financeKeys.all, 'orders'] as const,
  orders: (query: OrderListQuery) => [...financeKeys.orderLists(), query] as const,
};

export const listOrders = (query: OrderListQuery): Promise<OrderList> =>
  unwrap(api.main.GET('/v1/admin/orders', { params: { query } }));

/** One page of orders with the totals of every match; the previous page stays while the next loads. */
export function useOrderList(query: OrderListQuery) {
  return useQuery({
    queryKey: financeKeys.orders(query),
    queryFn: () => listOrders(query),
    placeholderData: keepPreviousData,
  });
}

export const remarkOrder = (body: { order_id: number; remark: string; version: number }) =>
  unwrap(api.main.POST('/v1/admin/order/remark', { body }));

/**
 * The remark of an order, with its version. The answer replaces the order in every cached page; a
 * stale version (conflict) refreshes the lists so the row shows the other writer's remark.
 */
export function useOrderRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remarkOrder,
    onSuccess: (order) => {
      for (const [key, data] of queryClient.getQueriesData<OrderList>({
        queryKey: financeKeys.orderLists(),
      })) {
        if (!data?.items.some((o) => o.id === order.id)) continue;
        queryClient.setQueryData<OrderList>(key, {
          ...data,
          items: data.items.map((o) => (o.id === order.id ? order : o)),
        });
      }
    },
    onError: (error) => {
      if (isConflict(error))
        void queryClient.invalidateQueries({ queryKey: financeKeys.orderLists() });
    },
  });
}

/** Error mapping of the remark: a stale version (40009) by name. */
export const isRemarkConflict = (error: unknown) => isConflict(error);

// ── Export (the order analytics) ─────────────────────────────────────────────

export type ExportedOrder = gql.OrdersQuery['orders']['nodes'][number];

/**
 * Every order of the list's filters, newest first, for the analytics export: one read of at most
 * ORDER_ANALYTICS_LIMIT orders (operations §9). `total` says how many matched, so the caller can tell
 * the user when the window holds more than were read.
 */
export async function exportOrders(
  query: OrderListQuery,
): Promise<{ orders: ExportedOrder[]; total: number }> {
  const client = await graphqlClient();
  const { data } = await client.query({
    query: gql.OrdersDocument,
    variables: {
      first: ORDER_ANALYTICS_LIMIT,
      offset: 0,
      ...(query.order_no ? { order_no: query.order_no } : {}),
      ...(query.user_id !== undefined ? { user_id: String(query.user_id) } : {}),
      ...(query.order_state ? { order_state: query.order_state } : {}),
      ...(query.pay_channel
        ? { pay_channel: [query.pay_channel.toUpperCase() as gql.PayChannel] }
        : {}),
      ...(query.source ? { source: query.source } : {}),
      ...(query.time_start !== undefined ? { start_time: query.time_start } : {}),
      ...(query.time_end !== undefined ? { end_time: query.time_end } : {}),
    },
    // A one-off read of up to 99,999 orders: kept out of the cache.
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('API service error, please wait...');
  return { orders: data.orders.nodes, total: data.orders.total_count };
}

// ── Statistics ──────────────────────────────────────────────────────────────

export type OrderStatisticsNode = gql.OrderStatisticsFieldsFragment;

/** Order statistics of the last periods (DAY 30 nodes, WEEK 2, MONTH 12, QUARTER 4). */
export function useOrderStatistics(period: StatisticsPeriod, endTime?: number) {
  const read = useGraphqlQuery(gql.OrderStatisticsDocument, {
    period,
    limit: STATISTICS_NODES[period],
    ...(endTime !== undefined ? { end_time: endTime } : {}),
  });
  return { ...read, nodes: read.data?.order_statistics.nodes };
}

/** A SKU as the product list shows it: REST-style lower-case platforms, a loadable cover URL. */
export interface SkuRow {
  id: number;
  commodity_id: number;
  name: string;
  cover_url: string | null;
  price: number;
  spec_attrs: { key: string; value: string }[];
  platforms: OrderPlatform[];
  on_sale: boolean;
  track: string | null;
}

/** A storage key to the URL the server serves it at (absolute URLs stay). */
const storageUrl = (key: string | null) =>
  !key
    ? null
    : /^https?:\/\//.test(key)
      ? key
      : `${config.mainApiUrl}/storage/${encodeURIComponent(key)}`;

/**
 * The product list: up to 9999 SKUs at once (paged locally), without the items sold on IOS_IAP
 * (operations §5, §9). `onSale` and `track` filter on the server.
 */
export function useSkus(filter: { onSale: boolean | null; track: string | null }) {
  const read = useGraphqlQuery(gql.SkusDocument, {
    pagination: { first: SKU_FETCH_LIMIT, offset: 0 },
    ...(filter.onSale !== null ? { on_sale: filter.onSale } : {}),
    ...(filter.track ? { track: filter.track } : {}),
  });
  const rows: SkuRow[] | undefined = read.data?.skus.nodes
    .filter((s) => !s.platforms.includes('IOS_IAP' as gql.Platform))
    .map((s) => ({
      id: Number(s.id),
      commodity_id: Number(s.commodity_id),
      name: s.name,
      cover_url: storageUrl(s.cover_uri),
      price: s.price,
      spec_attrs: s.spec_attrs.map((a) => ({ key: a.key, value: a.value })),
      platforms: s.platforms.map((p) => p.toLowerCase() as OrderPlatform),
      on_sale: s.on_sale,
      track: s.track,
    }));
  return { ...read, rows };
}

/**
 * The distinct business lines (`track`) of the product list, for its "tracked" filter: read from
 * the unfiltered list (the same query and cache entry as `useSkus` without filters).
 */
export function useSkuTracks(): string[] {
  const { rows } = useSkus({ onSale: null, track: null });
  return useMemo(
    () => [...new Set((rows ?? []).map((r) => r.track).filter((t): t is string => !!t))].sort(),
    [rows],
  );
}

/** GraphQL spells channels and platforms in upper case; the console's names are the REST ones. */
export const lowerEnum = <T extends string>(value: string) => value.toLowerCase() as T;
