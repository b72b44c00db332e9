import { errorMessage } from '@newsdesk/api-client';
import { chinaWeekStart, DashboardGreeting, NotificationDialog, useToast } from '@newsdesk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSaveSlogans, useSendNotification, useSlogan } from '../../data/dashboard';
import { useSession } from '../../data/session';
import { RevenueCharts, UserChart } from './DashboardCharts';
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
  gap: ${({ theme }) => theme.space[6]};
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(340px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const Card = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.weak};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

/**
 * The home dashboard `/` (operations §1, §2, §7, §9): the greeting with a random slogan of
 * `console-home-slogan` (editable), the counts with this week's revenue against last week's, the 5
 * newest followers, revenue, order and user charts over 30 days, my 15 articles, the 5 newest
 * published, 8 popular today, the daily top 8, the 5 latest comments, the top 10 updates, the
 * feed's top 5, this week's events Monday to Friday (GMT+8) and the send-notification dialog.
 */
export function Component() {
  const { t } = useTranslation();
  const toast = useToast();
  const { user, roles } = useSession();
  // Revenue and orders are the Admins' (the server refuses others): not offered to the rest.
  const isAdmin = roles.includes('Admin');
  const [now] = useState(() => Date.now());
  const [notifying, setNotifying] = useState(false);
  const slogan = useSlogan();
  const saveSlogans = useSaveSlogans();
  const send = useSendNotification();
  const userId = user?.id ?? null;

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
        <CountsPanel withRevenue={isAdmin} />
        <FollowersPanel userId={userId} />
      </Top>
      <Grid>
        {isAdmin ? <RevenueChartsCards /> : null}
        <Card>
          <UserChart now={now} />
        </Card>
      </Grid>
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
      {notifying ? (
        <NotificationDialog
          open
          onOpenChange={setNotifying}
          now={now}
          onSubmit={async (values) => {
            try {
              await send.mutateAsync(values);
              toast.success(t('event-notification-success'));
            } catch (e) {
              toast.error(errorMessage(e));
              throw e;
            }
          }}
        />
      ) : null}
    </Page>
  );
}

/** The revenue and order charts, each in its card. */
function RevenueChartsCards() {
  return <RevenueCharts wrap={(chart) => <Card>{chart}</Card>} />;
}
