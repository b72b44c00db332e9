import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  AfterFirstPaint,
  ChartFrame,
  chinaWeekStart,
  DashboardGreeting,
  usePreference,
  useToast,
  useTranslation,
} from '@newsdesk/ui';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSaveSlogans, useSlogan } from '../../data/dashboard';
import { whenIdle } from '../../app/prefetch';
import { useSession } from '../../data/session';
import {
  CommentsPanel,
  CountsPanel,
  DailyTopPanel,
  EventsPanel,
  FeedPanel,
  FollowersPanel,
  HotPanel,
  LatestPublishedPanel,
  MyArticlesPanel,
  UpdatesPanel,
} from './DashboardPanels';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: ${theme.space[4]};

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(340px, 1fr));
  gap: ${theme.space[4]};
  align-items: start;
`;

// The charts (nivo) load in a chunk of their own, beside the page's data: the page's first paint
// (the counts with the week's revenue, its largest content) does not wait for their code.
const RevenueCharts = lazy(() =>
  import('./DashboardCharts').then((m) => ({ default: m.RevenueCharts })),
);
const UserChart = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.UserChart })));

// The send-notification dialog (the push form, its pickers and selection panels: about 40 modules)
// loads once the page has settled, not with it: its code held up the page's own first requests.
const loadPushDialog = () => import('./DashboardPushDialog');
const DashboardPushDialog = lazy(loadPushDialog);

const Card = styled.div`
  min-width: 0;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  background: ${theme.color.bg.surface};
`;

/**
 * The home dashboard `/` (operations §1, §2, §7, §9): the greeting with a random slogan of
 * `console-home-slogan` (editable), the counts with this week's revenue against last week's, the 5
 * newest followers, revenue, order and user charts over 30 days, my 15 articles, the 5 newest
 * published, 8 popular today, the daily top 8, the 5 latest comments, the top 10 updates, the
 * feed's top 5, this week's events Monday to Friday (GMT+8) and the send-notification dialog, which
 * is the push form (the lists' dialog, the new push page's rules and link-by-type panels) with the
 * site-wide notification ticked.
 */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const { user, roles } = useSession();
  // Revenue and orders are the Admins' (the server refuses others): not offered to the rest.
  const isAdmin = roles.includes('Admin');
  // The mallStatisticsSwitch preference (Settings › Preference) shows or hides the mall's revenue
  // and order statistics; nothing of them is fetched while it is off.
  const [mallStatistics] = usePreference('mallStatisticsSwitch');
  const withRevenue = isAdmin && mallStatistics;
  const [now] = useState(() => Date.now());
  const [notifying, setNotifying] = useState(false);
  const slogan = useSlogan();
  const saveSlogans = useSaveSlogans();
  const userId = user?.id ?? null;
  // Ready before most clicks on Send notification; a failed load is the click's to report.
  useEffect(() => whenIdle(() => void loadPushDialog().catch(() => undefined), 1_500), []);

  return (
    <Page>
      <DashboardGreeting
        name={user?.nickname ?? ''}
        slogan={slogan.slogan}
        sloganLoading={slogan.loading && !slogan.data}
        slogans={slogan.slogans}
        onSaveSlogans={async (list) => {
          try {
            await saveSlogans.mutateAsync(list);
            toast.success(t('event-save-complete'));
          } catch (e) {
            toast.error(errorMessage(e));
            throw e;
          }
        }}
        onSendNotification={() => setNotifying(true)}
      />
      <Top>
        <CountsPanel withRevenue={withRevenue} />
        <FollowersPanel userId={userId} />
      </Top>
      {/* The page's first frame is the greeting, the counts and the charts' frames (captions and
          skeletons: the revenue chart's caption can be the page's largest text); the lists below
          come in the render right after, so that frame does not wait for a dozen panels' first
          render. */}
      <Grid>
        {withRevenue ? <RevenueChartsCards /> : null}
        <Card>
          <Suspense fallback={<ChartPlaceholder title={t('dash-users-30')} />}>
            <UserChart now={now} />
          </Suspense>
        </Card>
      </Grid>
      <AfterFirstPaint>
        <Grid>
          <MyArticlesPanel userId={userId} />
          <LatestPublishedPanel />
          <HotPanel />
          <DailyTopPanel now={now} />
          <CommentsPanel />
          <UpdatesPanel />
          <FeedPanel />
        </Grid>
        <EventsPanel weekStart={chinaWeekStart(now)} />
      </AfterFirstPaint>
      {notifying ? (
        <Suspense fallback={null}>
          <DashboardPushDialog onClose={() => setNotifying(false)} />
        </Suspense>
      ) : null}
    </Page>
  );
}

/** The revenue and order charts, each in its card. */
function RevenueChartsCards() {
  const { t } = useTranslation();
  const wrap = (chart: ReactNode) => <Card>{chart}</Card>;
  return (
    <Suspense
      fallback={
        <>
          {wrap(<ChartPlaceholder title={t('dash-revenue-30')} />)}
          {wrap(<ChartPlaceholder title={t('dash-orders-30')} />)}
        </>
      }
    >
      <RevenueCharts wrap={wrap} />
    </Suspense>
  );
}

const NO_FIGURES = { columns: [], rows: [] } as const;

/**
 * A chart's place while its code loads: the chart's own frame, loading, with its caption. The chart
 * then takes over the same frame, so its caption paints at once and does not move (the caption can
 * be the page's largest text: painting it late, or twice, would hold back the largest paint).
 */
function ChartPlaceholder({ title }: { title: string }) {
  return (
    <ChartFrame title={title} summary="" table={NO_FIGURES} loading height={240}>
      {null}
    </ChartFrame>
  );
}
