import {
  errorMessage,
  gql,
  isMissing,
  unwrap,
  type OperationVariables,
  type TypedDocumentNode,
} from '@newsdesk/api-client';
import {
  formatChinaTime,
  htmlToText,
  useConfirm,
  useToast,
  type DashboardCount,
  type DashboardListItem,
  useTranslation,
} from '@newsdesk/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteCalendarEvent, updateCalendarEvent } from './calendar';
import { api } from './clients';
import { contentRoute } from './contentRoutes';
import { peekDashboardRevenue, peekDashboardStats, takeDashboardStats } from './dashboardPrefetch';
import { graphqlClient, useGraphqlQuery } from './graphql';

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

/** The counts; the first read takes the one the route started with its chunks (dashboardPrefetch). */
export function useDashboardStats() {
  const arrived = peekDashboardStats();
  return useQuery({
    queryKey: dashboardKeys.stats(),
    queryFn: takeDashboardStats,
    retry: false,
    initialData: arrived?.data,
    initialDataUpdatedAt: arrived?.at,
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
        if (!isMissing(e)) throw e;
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

// ── The panels' contents ────────────────────────────────────────────────────
// Each panel of the page gets its rows ready to show (text, link, time in China time) with its load
// state: the page only places them.

/** A list panel: its rows, its load state (spread on the panel) and whether it read nothing. */
export interface DashboardPanelList {
  items: DashboardListItem[];
  load: PanelLoad;
  empty: boolean;
}

const shortTime = (ms: number) => formatChinaTime(ms, 'MM/DD HH:mm');

interface ContentNode {
  kind: number | string;
  raw_id: number | string;
  title: string;
  author?: { nickname: string } | null;
}

/** The row of a content: its title opening its editor (when the console edits that kind). */
const contentRow = (c: ContentNode, row: Omit<DashboardListItem, 'id' | 'title' | 'href'>) => ({
  id: `${c.kind}-${c.raw_id}`,
  title: c.title,
  href: contentRoute({ kind: c.kind, id: c.raw_id, title: c.title }) ?? undefined,
  ...row,
});

/** Author and time under the title. */
const byline = (c: ContentNode & { datetime: number }) =>
  [c.author?.nickname, shortTime(c.datetime)].filter(Boolean).join(' · ');

/** The counts; `withRevenue` (Admins) adds this week's revenue against last week's. */
export function useDashboardCounts(withRevenue: boolean) {
  const { t } = useTranslation();
  const stats = useDashboardStats();
  const revenue = useRevenue(withRevenue);
  // Until Apollo has the week (its chunk may still be loading), the route's own read of it.
  const weekly = revenue.weekly ?? (withRevenue ? peekDashboardRevenue()?.weekly.nodes : undefined);
  const weeks = [...(weekly ?? [])].sort((a, b) => a.datetime - b.datetime);
  const s = stats.data;
  const counts: DashboardCount[] | undefined = s && [
    { id: 'my-articles', label: t('dash-my-articles-count'), value: s.my_article_count },
    {
      id: 'my-published',
      label: t('dash-my-published-count'),
      value: s.my_published_article_count,
    },
    { id: 'my-comments', label: t('dash-my-comments-count'), value: s.my_comment_count },
    { id: 'my-followers', label: t('dash-my-followers-count'), value: s.my_follower_count },
    { id: 'articles', label: t('dash-total-articles'), value: s.total_article_count },
    { id: 'users', label: t('dash-total-users'), value: s.total_user_count },
    { id: 'today-users', label: t('dash-today-users'), value: s.today_new_user_count },
  ];
  return {
    counts,
    weekly:
      weeks.length === 2 ? { lastWeek: weeks[0]!.revenue, thisWeek: weeks[1]!.revenue } : null,
    load: restPanel(stats),
  };
}

/** The newest followers, each opening the follower's profile; `total` counts them all. */
export function useFollowersList(userId: number | null) {
  const { t } = useTranslation();
  const read = useNewestFollowers(userId);
  const items: DashboardListItem[] = (read.data?.items ?? []).map((f) => ({
    id: String(f.user.id),
    title: f.user.nickname,
    avatar: f.user.avatar,
    href: `/users/profile/${f.user.id}`,
    meta: t('dash-followed', { time: shortTime(f.followed_at) }),
  }));
  return {
    items,
    total: read.data?.total_count,
    // Nothing is read before the session says who is signed in.
    load: { ...restPanel(read), loading: read.isPending && userId !== null },
    empty: read.isSuccess && items.length === 0,
  };
}

/** My newest articles, each opening its editor. */
export function useMyArticlesList(userId: number | null): DashboardPanelList {
  const read = useMyArticles(userId);
  const items: DashboardListItem[] = (read.articles ?? []).map((a) => ({
    id: a.id,
    title: a.title,
    href: `/content/article/${a.id}`,
    meta: shortTime(a.display_time),
  }));
  return {
    items,
    load: graphqlPanel(read, read.articles),
    empty: !!read.articles && items.length === 0,
  };
}

export function useLatestPublishedList(): DashboardPanelList {
  const read = useLatestPublished();
  const items = (read.items ?? []).map((c) => contentRow(c, { meta: byline(c) }));
  return { items, load: graphqlPanel(read, read.items), empty: !!read.items && items.length === 0 };
}

/** Today's popular content, with its views. */
export function useHotList(): DashboardPanelList {
  const { t } = useTranslation();
  const read = useHotContent();
  const items = (read.data?.items ?? []).map((c) =>
    contentRow(c, {
      meta: c.author?.nickname,
      trailing: t('dash-views', { count: c.counter.viewed }),
    }),
  );
  return { items, load: restPanel(read), empty: read.isSuccess && items.length === 0 };
}

/** The daily top of today (GMT+8), with its views. */
export function useDailyTopList(now: number): DashboardPanelList {
  const { t } = useTranslation();
  const read = useDailyTop(now);
  const items = (read.items ?? []).map((c) =>
    contentRow(c, {
      meta: c.author?.nickname,
      trailing: t('dash-views', { count: c.counter.viewed }),
    }),
  );
  return { items, load: graphqlPanel(read, read.items), empty: !!read.items && items.length === 0 };
}

/** The latest comments: the comment, who wrote it on what, and when. */
export function useCommentsList(): DashboardPanelList {
  const { t } = useTranslation();
  const read = useLatestComments();
  const items: DashboardListItem[] = (read.data?.items ?? []).map((a) => ({
    id: String(a.id),
    title: a.comment?.body ?? '',
    avatar: a.user.avatar,
    href: a.content
      ? (contentRoute({ kind: a.content.kind, id: a.content.raw_id, title: a.content.title }) ??
        undefined)
      : undefined,
    meta: `${a.user.nickname} ${t('dash-commented-on', { title: a.content?.title ?? '' })}`,
    trailing: shortTime(a.created_at),
  }));
  return { items, load: restPanel(read), empty: read.isSuccess && items.length === 0 };
}

export function useUpdatesList(): DashboardPanelList {
  const read = useLatestUpdates();
  const items = (read.items ?? []).map((c) => contentRow(c, { meta: byline(c) }));
  return { items, load: graphqlPanel(read, read.items), empty: !!read.items && items.length === 0 };
}

/** The newest flash news (its title, or its text when it has none), opening the live list. */
export function useFeedList(): DashboardPanelList {
  const read = useFlashNews();
  const items: DashboardListItem[] = (read.items ?? []).map((l) => ({
    id: l.id,
    title: l.title || htmlToText(l.content ?? ''),
    href: '/content/wallstreet/live',
    trailing: shortTime(l.display_time),
  }));
  return { items, load: graphqlPanel(read, read.items), empty: !!read.items && items.length === 0 };
}

/** An event of the dashboard's week list: what the row shows and the version its writes send. */
export interface WeekListEvent {
  id: string;
  title: string;
  time: number;
  version: number;
}

/**
 * This week's events, Monday to Friday (GMT+8), as the week list shows them, with the list's writes
 * (#12 weekly event list, dashboard variant) through the calendar's own update and delete calls:
 * `onChange` renames an event in place ("Saved"); `onDelete` asks first, takes the row off at once
 * and puts it back when the call fails (the toast says why, e.g. a stale version).
 */
export function useWeekEventsList(weekStart: number) {
  const read = useWeekEvents(weekStart);
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const events: WeekListEvent[] = (read.events ?? [])
    .filter((e) => e.status !== 'DELETED' && !hidden.has(e.id))
    .map((e) => ({ id: e.id, title: e.title, time: e.display_time, version: e.version }));
  const setHiddenOne = (id: string, hide: boolean) =>
    setHidden((was) => {
      const next = new Set(was);
      if (hide) next.add(id);
      else next.delete(id);
      return next;
    });

  const onChange = async (event: WeekListEvent, change: { title?: string }) => {
    if (change.title === undefined) return;
    try {
      await updateCalendarEvent(event.id, event.version, { title: change.title });
      toast.success(t('dash-event-saved'));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const onDelete = async (event: WeekListEvent) => {
    const ok = await confirm({
      title: t('dash-event-delete-title'),
      message: t('dash-event-delete-message', { title: event.title }),
      confirmLabel: t('action-delete'),
      cancelLabel: t('action-cancel'),
      tone: 'danger',
    });
    if (!ok) return;
    setHiddenOne(event.id, true);
    try {
      await deleteCalendarEvent(event.id, event.version);
      toast.success(t('dash-event-deleted'));
    } catch (e) {
      setHiddenOne(event.id, false);
      toast.error(errorMessage(e));
    }
  };

  return {
    events,
    load: graphqlPanel(read, read.events),
    onChange: (event: WeekListEvent, change: { title?: string }) => void onChange(event, change),
    onDelete: (event: WeekListEvent) => void onDelete(event),
  };
}
