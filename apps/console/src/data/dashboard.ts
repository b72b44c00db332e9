import {
  errorMessage,
  gql,
  isApiError,
  isNotFound,
  unwrap,
  type OperationVariables,
  type TypedDocumentNode,
} from '@newsdesk/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './clients';
import { graphqlClient, useGraphqlQuery } from './graphql';
import { saveOmniNotification } from './push';

/**
 * The dashboard domain (operations §1, §7 Dashboard, §9): the counts, today's popular content, the
 * latest comments and the newest followers (REST, react-query); the slogans, my articles, the
 * newest published, the daily top, the latest updates, the flash news, the revenue and user charts
 * and this week's events (GraphQL, Apollo). Every panel reads on its own: one failing call never
 * blanks the page.
 */

/** Operations §9: the dashboard's sizes. */
export const DASHBOARD = {
  myArticles: 15,
  latestPublished: 5,
  hot: 8,
  dailyTop: 8,
  comments: 5,
  followers: 5,
  updates: 10,
  feed: 5,
  analyticsDays: 30,
  userChart: 1000,
} as const;

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** 00:00 China time (GMT+8) of the day containing `ms`. */
export const chinaDayStart = (ms: number) =>
  Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  hot: () => [...dashboardKeys.all, 'hot'] as const,
  comments: () => [...dashboardKeys.all, 'comments'] as const,
  followers: (id: number) => [...dashboardKeys.all, 'followers', id] as const,
};

// ── REST panels ─────────────────────────────────────────────────────────────

export function useDashboardStats() {
  return useQuery({
    queryKey: dashboardKeys.stats(),
    queryFn: () => unwrap(api.main.GET('/v1/admin/stats')),
    retry: false,
  });
}

export function useHotContent() {
  return useQuery({
    queryKey: dashboardKeys.hot(),
    queryFn: () =>
      unwrap(
        api.main.GET('/v1/aggregation/hot_content', { params: { query: { size: DASHBOARD.hot } } }),
      ),
    retry: false,
  });
}

export function useLatestComments() {
  return useQuery({
    queryKey: dashboardKeys.comments(),
    queryFn: () =>
      unwrap(
        api.main.GET('/v1/message/actions', {
          params: { query: { limit: DASHBOARD.comments, action: 'comment' } },
        }),
      ),
    retry: false,
  });
}

/** The 5 newest followers of the signed-in staff member (issue #19). */
export function useNewestFollowers(userId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.followers(userId ?? 0),
    queryFn: () =>
      unwrap(
        api.main.GET('/v1/user/{id}/followers', {
          params: { path: { id: userId! }, query: { first: DASHBOARD.followers } },
        }),
      ),
    enabled: userId !== null,
    retry: false,
  });
}

// ── GraphQL panels ──────────────────────────────────────────────────────────

/** Asks the server again for every watcher of `query` (a panel's Retry). */
export async function refetchGraphql<T, V extends OperationVariables>(
  query: TypedDocumentNode<T, V>,
) {
  const client = await graphqlClient();
  await client.refetchQueries({ include: [query] });
}

/**
 * The slogans of `console-home-slogan` and one of them picked at random for this visit; null when
 * there are none (the greeting shows the default).
 */
export function useSlogan() {
  const read = useGraphqlQuery(gql.ConsoleHomeSloganDocument, {});
  const [seed] = useState(() => Math.random());
  const value = read.data?.kv?.value as unknown;
  const slogans = Array.isArray(value)
    ? value.filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    : [];
  const slogan = slogans.length ? slogans[Math.floor(seed * slogans.length)]! : null;
  return { ...read, slogans, slogan };
}

const SLOGAN_KEY = 'console-home-slogan';

/** Saves the slogans at the version read (created when missing), then reads them again. */
export function useSaveSlogans() {
  return useMutation({
    mutationFn: async (slogans: string[]) => {
      let current: { name: string; version: number } | null = null;
      try {
        current = await unwrap(
          api.main.GET('/v1/admin/kv/{key}', { params: { path: { key: SLOGAN_KEY } } }),
        );
      } catch (e) {
        if (!isNotFound(e) && !(isApiError(e) && e.httpStatus === 404)) throw e;
      }
      const saved = await unwrap(
        api.main.POST('/v1/admin/kv/{key}', {
          params: { path: { key: SLOGAN_KEY } },
          body: {
            key: SLOGAN_KEY,
            name: current?.name ?? 'Console home slogan',
            value: slogans,
            ...(current ? { version: current.version } : {}),
          },
        }),
      );
      await refetchGraphql(gql.ConsoleHomeSloganDocument);
      return saved;
    },
  });
}

export function useMyArticles(userId: number | null) {
  const read = useGraphqlQuery(
    gql.DashboardMyArticlesDocument,
    { user_id: String(userId ?? 0), first: DASHBOARD.myArticles },
    { enabled: userId !== null },
  );
  return {
    ...read,
    articles: read.data?.articles.nodes,
    retry: () => refetchGraphql(gql.DashboardMyArticlesDocument),
  };
}

export function useLatestPublished() {
  const read = useGraphqlQuery(gql.DashboardLatestArticlesDocument, {
    first: DASHBOARD.latestPublished,
  });
  return {
    ...read,
    items: read.data?.contents.nodes,
    retry: () => refetchGraphql(gql.DashboardLatestArticlesDocument),
  };
}

/** The daily top of today (GMT+8), 8 items. */
export function useDailyTop(now: number) {
  const read = useGraphqlQuery(gql.DailyTopKDocument, {
    day: chinaDayStart(now),
    size: DASHBOARD.dailyTop,
  });
  return {
    ...read,
    items: read.data?.daily_topk,
    retry: () => refetchGraphql(gql.DailyTopKDocument),
  };
}

/** The top 10 updates: the newest published content of every kind. */
export function useLatestUpdates() {
  const read = useGraphqlQuery(gql.ContentsDocument, {
    first: DASHBOARD.updates,
    status: ['PUBLISHED'],
    sort_by: 'DESC',
  });
  return {
    ...read,
    items: read.data?.contents.nodes,
    retry: () => refetchGraphql(gql.ContentsDocument),
  };
}

/** The feed's top 5: the newest published flash news. */
export function useFlashNews() {
  const read = useGraphqlQuery(gql.WscnLivesDocument, {
    first: DASHBOARD.feed,
    status: ['PUBLISHED'],
  });
  return {
    ...read,
    items: read.data?.wscn_lives.nodes,
    retry: () => refetchGraphql(gql.WscnLivesDocument),
  };
}

/** Daily revenue and orders of the last 30 days, and this week against the last. */
export function useRevenue(enabled = true) {
  const read = useGraphqlQuery(gql.DashboardRevenueDocument, {}, { enabled });
  return {
    ...read,
    daily: read.data?.daily.nodes,
    weekly: read.data?.weekly.nodes,
    retry: () => refetchGraphql(gql.DashboardRevenueDocument),
  };
}

/** New users per day over the 30-day analytics window (up to 1,000 users read). */
export function useUserChart(now: number) {
  const end = chinaDayStart(now) + DAY_MS;
  const start = end - DASHBOARD.analyticsDays * DAY_MS;
  const read = useGraphqlQuery(gql.DashboardUserChartDocument, {
    start_time: start,
    end_time: end,
    first: DASHBOARD.userChart,
  });
  const users = read.data?.users.nodes;
  const perDay = users
    ? Array.from({ length: DASHBOARD.analyticsDays }, (_, i) => {
        const day = start + i * DAY_MS;
        return {
          day,
          count: users.filter((u) => u.created_at >= day && u.created_at < day + DAY_MS).length,
        };
      })
    : undefined;
  return {
    ...read,
    perDay,
    total: read.data?.users.total_count,
    retry: () => refetchGraphql(gql.DashboardUserChartDocument),
  };
}

/** This week's events, Monday to Friday (GMT+8). */
export function useWeekEvents(weekStart: number) {
  const read = useGraphqlQuery(gql.CalendarEventsDocument, {
    start_time: weekStart,
    end_time: weekStart + 5 * DAY_MS,
    status: ['PUBLISHED'],
    first: 100,
  });
  return {
    ...read,
    events: read.data?.calendar_events.nodes,
    retry: () => refetchGraphql(gql.CalendarEventsDocument),
  };
}

// ── The send-notification dialog ────────────────────────────────────────────

/** Sends the site-wide notification (omni-notification, +08:00). */
export function useSendNotification() {
  return useMutation({
    mutationFn: (v: { title: string; body: string; url: string; at: number }) =>
      saveOmniNotification(v),
  });
}

/** A dashboard panel's load state: loading, its error as a message, and Retry. */
export interface PanelLoad {
  loading: boolean;
  error: string | undefined;
  onRetry: () => void;
}

/** The panel state of a REST read (react-query). */
export const restPanel = (read: {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}): PanelLoad => ({
  loading: read.isPending,
  error: read.isError ? errorMessage(read.error) : undefined,
  onRetry: () => void read.refetch(),
});

/** The panel state of a GraphQL read: loading and failed only while nothing was read. */
export const graphqlPanel = (
  read: { loading: boolean; error: unknown; retry: () => unknown },
  data: unknown,
): PanelLoad => ({
  loading: read.loading && !data,
  error: read.error && !data ? errorMessage(read.error) : undefined,
  onRetry: () => void read.retry(),
});
