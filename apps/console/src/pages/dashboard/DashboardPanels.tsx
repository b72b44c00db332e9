import {
  DashboardCounts,
  DashboardList,
  DashboardPanel,
  formatChinaTime,
  htmlToText,
  WeeklyEventList,
  type DashboardListItem,
} from '@newsdesk/ui';
import { useTranslation } from 'react-i18next';
import { contentRoute } from '../../data/contentRoutes';
import {
  DASHBOARD,
  graphqlPanel,
  restPanel,
  useDailyTop,
  useDashboardStats,
  useFlashNews,
  useHotContent,
  useLatestComments,
  useLatestPublished,
  useLatestUpdates,
  useMyArticles,
  useNewestFollowers,
  useRevenue,
  useWeekEvents,
} from '../../data/dashboard';
import { RouterLink } from '../../shell/RouterLink';

/**
 * The dashboard's panels (operations §1, §7, §9): each one calls its own domain hook and shows its
 * own skeleton and error with Retry, so one failing call never blanks the page.
 */

const time = (ms: number) => formatChinaTime(ms, 'MM/DD HH:mm');
const routeOf = (kind: number | string, id: number | string, title?: string | null) =>
  contentRoute({ kind, id, title }) ?? undefined;

/** The counts; `withRevenue` (Admins: revenue is theirs to read) adds this week against last. */
export function CountsPanel({ withRevenue }: { withRevenue: boolean }) {
  const { t } = useTranslation();
  const stats = useDashboardStats();
  const revenue = useRevenue(withRevenue);
  const weeks = [...(revenue.weekly ?? [])].sort((a, b) => a.datetime - b.datetime);
  const s = stats.data;
  return (
    <DashboardPanel title={t('dash-counts')} {...restPanel(stats)} skeletonRows={2}>
      {s ? (
        <DashboardCounts
          weekly={
            weeks.length === 2 ? { lastWeek: weeks[0]!.revenue, thisWeek: weeks[1]!.revenue } : null
          }
          counts={[
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
          ]}
        />
      ) : null}
    </DashboardPanel>
  );
}

export function FollowersPanel({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const read = useNewestFollowers(userId);
  const items: DashboardListItem[] = (read.data?.items ?? []).map((f) => ({
    id: String(f.user.id),
    title: f.user.nickname,
    avatar: f.user.avatar,
    href: `/users/profile/${f.user.id}`,
    meta: t('dash-followed', { time: time(f.followed_at) }),
  }));
  return (
    <DashboardPanel
      title={t('dash-followers')}
      action={read.data ? <span>{read.data.total_count}</span> : undefined}
      {...restPanel(read)}
      loading={read.isPending && userId !== null}
      empty={read.isSuccess && items.length === 0}
    >
      <DashboardList items={items} linkComponent={RouterLink} />
    </DashboardPanel>
  );
}

export function MyArticlesPanel({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const read = useMyArticles(userId);
  const items: DashboardListItem[] = (read.articles ?? []).map((a) => ({
    id: a.id,
    title: a.title,
    href: `/content/article/${a.id}`,
    meta: time(a.display_time),
  }));
  return (
    <DashboardPanel
      title={t('dash-my-articles')}
      action={
        userId !== null ? (
          <RouterLink href={`/content/article/list?userId=${userId}`}>
            {t('dash-all-articles')}
          </RouterLink>
        ) : undefined
      }
      {...graphqlPanel(read, read.articles)}
      skeletonRows={DASHBOARD.myArticles}
      empty={!!read.articles && items.length === 0}
    >
      <DashboardList items={items} linkComponent={RouterLink} />
    </DashboardPanel>
  );
}

export function LatestPublishedPanel() {
  const { t } = useTranslation();
  const read = useLatestPublished();
  const items: DashboardListItem[] = (read.items ?? []).map((c) => ({
    id: `${c.kind}-${c.raw_id}`,
    title: c.title,
    href: routeOf(c.kind, c.raw_id, c.title),
    meta: [c.author?.nickname, time(c.datetime)].filter(Boolean).join(' · '),
  }));
  return (
    <DashboardPanel
      title={t('dash-latest-published')}
      {...graphqlPanel(read, read.items)}
      empty={!!read.items && items.length === 0}
    >
      <DashboardList items={items} linkComponent={RouterLink} />
    </DashboardPanel>
  );
}

export function HotPanel() {
  const { t } = useTranslation();
  const read = useHotContent();
  const items: DashboardListItem[] = (read.data?.items ?? []).map((c) => ({
    id: `${c.kind}-${c.raw_id}`,
    title: c.title,
    href: routeOf(c.kind, c.raw_id, c.title),
    meta: c.author?.nickname,
    trailing: t('dash-views', { count: c.counter.viewed }),
  }));
  return (
    <DashboardPanel
      title={t('dash-hot')}
      {...restPanel(read)}
      skeletonRows={DASHBOARD.hot}
      empty={read.isSuccess && items.length === 0}
    >
      <DashboardList ranked items={items} linkComponent={RouterLink} />
    </DashboardPanel>
  );
}

export function DailyTopPanel({ now }: { now: number }) {
  const { t } = useTranslation();
  const read = useDailyTop(now);
  const items: DashboardListItem[] = (read.items ?? []).map((c) => ({
    id: `${c.kind}-${c.raw_id}`,
    title: c.title,
    href: routeOf(c.kind, c.raw_id, c.title),
    meta: c.author?.nickname,
    trailing: t('dash-views', { count: c.counter.viewed }),
  }));
  return (
    <DashboardPanel
      title={t('dash-daily-top')}
      {...graphqlPanel(read, read.items)}
      skeletonRows={DASHBOARD.dailyTop}
      empty={!!read.items && items.length === 0}
    >
      <DashboardList ranked items={items} linkComponent={RouterLink} />
    </DashboardPanel>
  );
}

export function CommentsPanel() {
  const { t } = useTranslation();
  const read = useLatestComments();
  const items: DashboardListItem[] = (read.data?.items ?? []).map((a) => ({
    id: String(a.id),
    title: a.comment?.body ?? '',
    avatar: a.user.avatar,
    href: a.content ? routeOf(a.content.kind, a.content.raw_id, a.content.title) : undefined,
    meta: `${a.user.nickname} ${t('dash-commented-on', { title: a.content?.title ?? '' })}`,
    trailing: time(a.created_at),
  }));
  return (
    <DashboardPanel
      title={t('dash-comments')}
      {...restPanel(read)}
      empty={read.isSuccess && items.length === 0}
    >
      <DashboardList items={items} linkComponent={RouterLink} />
    </DashboardPanel>
  );
}

export function UpdatesPanel() {
  const { t } = useTranslation();
  const read = useLatestUpdates();
  const items: DashboardListItem[] = (read.items ?? []).map((c) => ({
    id: `${c.kind}-${c.raw_id}`,
    title: c.title,
    href: routeOf(c.kind, c.raw_id, c.title),
    meta: [c.author?.nickname, time(c.datetime)].filter(Boolean).join(' · '),
  }));
  return (
    <DashboardPanel
      title={t('dash-updates')}
      {...graphqlPanel(read, read.items)}
      skeletonRows={DASHBOARD.updates}
      empty={!!read.items && items.length === 0}
    >
      <DashboardList items={items} linkComponent={RouterLink} />
    </DashboardPanel>
  );
}

export function FeedPanel() {
  const { t } = useTranslation();
  const read = useFlashNews();
  const items: DashboardListItem[] = (read.items ?? []).map((l) => ({
    id: l.id,
    title: l.title || htmlToText(l.content ?? ''),
    href: '/content/wallstreet/live',
    trailing: time(l.display_time),
  }));
  return (
    <DashboardPanel
      title={t('dash-feed')}
      {...graphqlPanel(read, read.items)}
      empty={!!read.items && items.length === 0}
    >
      <DashboardList items={items} linkComponent={RouterLink} />
    </DashboardPanel>
  );
}

/** This week's events, Monday to Friday, in China time (the dashboard variant, read only). */
export function EventsPanel({ weekStart }: { weekStart: number }) {
  const { t } = useTranslation();
  const read = useWeekEvents(weekStart);
  const events = (read.events ?? []).map((e) => ({
    id: e.id,
    title: e.title,
    time: e.display_time,
  }));
  return (
    <WeeklyEventList
      title={t('dash-events')}
      days={5}
      weekStart={weekStart}
      events={events}
      {...graphqlPanel(read, read.events)}
    />
  );
}
