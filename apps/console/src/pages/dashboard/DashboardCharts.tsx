import { errorMessage } from '@newsdesk/api-client';
import { BarChart, formatChinaTime, formatYuan, LineChart, useTranslation } from '@newsdesk/ui';
import type { ReactNode } from 'react';
import { useRevenue, useUserChart } from '../../data/dashboard';

const day = (ms: number) => formatChinaTime(ms, 'MM/DD');

/** Revenue and orders of the last 30 days (order statistics, DAY 30 nodes). */
export function RevenueCharts({ wrap }: { wrap: (chart: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  const read = useRevenue();
  const nodes = [...(read.daily ?? [])].sort((a, b) => a.datetime - b.datetime);
  const loading = read.loading && !read.daily;
  const error = read.error && !read.daily ? errorMessage(read.error) : undefined;
  const retry = () => void read.retry();
  return (
    <>
      {wrap(
        <LineChart
          title={t('dash-revenue-30')}
          series={[
            {
              id: 'revenue',
              label: t('dash-revenue-30'),
              points: nodes.map((n) => ({ x: day(n.datetime), y: n.revenue })),
            },
          ]}
          formatValue={formatYuan}
          area
          height={240}
          loading={loading}
          error={error}
          onRetry={retry}
        />,
      )}
      {wrap(
        <BarChart
          title={t('dash-orders-30')}
          data={nodes.map((n) => ({ label: day(n.datetime), value: n.order_count }))}
          height={240}
          loading={loading}
          error={error}
          onRetry={retry}
        />,
      )}
    </>
  );
}

/** New users per day in the 30-day window (up to 1,000 users read). */
export function UserChart({ now }: { now: number }) {
  const { t } = useTranslation();
  const read = useUserChart(now);
  return (
    <LineChart
      title={t('dash-users-30')}
      series={[
        {
          id: 'users',
          label: t('dash-users-30'),
          points: (read.perDay ?? []).map((d) => ({ x: day(d.day), y: d.count })),
        },
      ]}
      height={240}
      loading={read.loading && !read.perDay}
      error={read.error && !read.perDay ? errorMessage(read.error) : undefined}
      onRetry={() => void read.retry()}
    />
  );
}
