import {
  DashboardCounts,
  DashboardList,
  DashboardPanel,
  WeeklyEventList,
  type DashboardListItem,
  useTranslation,
} from '@newsdesk/ui';
import type { ReactNode } from 'react';
import {
  DASHBOARD,
  useCommentsList,
  useDailyTopList,
  useDashboardCounts,
  useFeedList,
  useFollowersList,
  useHotList,
  useLatestPublishedList,
  useMyArticlesList,
  useUpdatesList,
  useWeekEventsList,
  type PanelLoad,
} from '../../data/dashboard';
import { RouterLink } from '../../shell/RouterLink';

/**
 * The dashboard's panels (operations §1, §7, §9): each one calls its own domain hook (which gives
 * its rows ready to show) and shows its own skeleton and error with Retry, so one failing call
 * never blanks the page.
 */

/** The counts; `withRevenue` (Admins: revenue is theirs to read) adds this week against last. */
export function CountsPanel({ withRevenue }: { withRevenue: boolean }) {
  const { t } = useTranslation();
  const { counts, weekly, load } = useDashboardCounts(withRevenue);
  return (
    <DashboardPanel title={t('dash-counts')} {...load} skeletonRows={2}>
      {counts ? <DashboardCounts weekly={weekly} counts={counts} /> : null}
    </DashboardPanel>
  );
}

/** A panel of rows (links to the content or the person). */
function ListPanel({
  title,
  action,
  list,
  ranked,
  skeletonRows,
}: {
  title: string;
  action?: ReactNode;
  list: { items: DashboardListItem[]; load: PanelLoad; empty: boolean };
  ranked?: boolean;
  skeletonRows?: number;
}) {
  return (
    <DashboardPanel
      title={title}
      action={action}
      {...list.load}
      {...(skeletonRows !== undefined ? { skeletonRows } : {})}
      empty={list.empty}
    >
      <DashboardList ranked={ranked ?? false} items={list.items} linkComponent={RouterLink} />
    </DashboardPanel>
  );
}

export function FollowersPanel({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const list = useFollowersList(userId);
  return (
    <ListPanel
      title={t('dash-followers')}
      action={list.total !== undefined ? <span>{list.total}</span> : undefined}
      list={list}
    />
  );
}

export function MyArticlesPanel({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  return (
    <ListPanel
      title={t('dash-my-articles')}
      action={
        userId !== null ? (
          <RouterLink href={`/content/article/list?userId=${userId}`}>
            {t('dash-all-articles')}
          </RouterLink>
        ) : undefined
      }
      list={useMyArticlesList(userId)}
      skeletonRows={DASHBOARD.myArticles}
    />
  );
}

export function LatestPublishedPanel() {
  const { t } = useTranslation();
  return <ListPanel title={t('dash-latest-published')} list={useLatestPublishedList()} />;
}

export function HotPanel() {
  const { t } = useTranslation();
  return (
    <ListPanel title={t('dash-hot')} list={useHotList()} ranked skeletonRows={DASHBOARD.hot} />
  );
}

export function DailyTopPanel({ now }: { now: number }) {
  const { t } = useTranslation();
  return (
    <ListPanel
      title={t('dash-daily-top')}
      list={useDailyTopList(now)}
      ranked
      skeletonRows={DASHBOARD.dailyTop}
    />
  );
}

export function CommentsPanel() {
  const { t } = useTranslation();
  return <ListPanel title={t('dash-comments')} list={useCommentsList()} />;
}

export function UpdatesPanel() {
  const { t } = useTranslation();
  return (
    <ListPanel title={t('dash-updates')} list={useUpdatesList()} skeletonRows={DASHBOARD.updates} />
  );
}

export function FeedPanel() {
  const { t } = useTranslation();
  return <ListPanel title={t('dash-feed')} list={useFeedList()} />;
}

/**
 * This week's events, Monday to Friday, in China time (the dashboard variant): titles edited in
 * place, delete per row after a confirm; the clocks stay read-only.
 */
export function EventsPanel({ weekStart }: { weekStart: number }) {
  const { t } = useTranslation();
  const { events, load, onChange, onDelete } = useWeekEventsList(weekStart);
  return (
    <WeeklyEventList
      title={t('dash-events')}
      days={5}
      weekStart={weekStart}
      events={events}
      editTimes={false}
      onChange={onChange}
      onDelete={onDelete}
      {...load}
    />
  );
}
