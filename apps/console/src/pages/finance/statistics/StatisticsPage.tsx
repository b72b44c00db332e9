import { errorMessage } from '@newsdesk/api-client';
import {
  theme,
  BarChart,
  LineChart,
  PieChart,
  Select,
  SkuFilters,
  SkuTable,
  type SkuSaleFilter,
  formatYuan,
  type SelectOption,
  useTranslation,
} from '@newsdesk/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  useOrderStatistics,
  useSkuTracks,
  useSkus,
  type StatisticsPeriod,
} from '../../../data/finance';
import { PERIODS, summarize } from './statistics';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};

  h1 {
    margin: 0;
    font-size: ${theme.font.size['2xl']};
  }
  h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space[4]};

  & > :first-child {
    min-width: 200px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(420px, 1fr));
  gap: ${theme.space[6]};
`;

const Card = styled.div`
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.lg};
  background: ${theme.color.bg.surface};
  min-width: 0;
`;

/**
 * /finance/statistics (operations §2, §3, §7, §9): order statistics by day (30 nodes), week
 * (2 nodes), month or quarter; revenue and orders over time; revenue by pay channel, platform and
 * SKU; and the product list (IOS_IAP items hidden). The period and the product filters (on sale,
 * tracked) are in the URL.
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = (PERIODS.find((p) => p === params.get('period')?.toUpperCase()) ??
    'DAY') as StatisticsPeriod;
  const sale = (
    ['on', 'off'].includes(params.get('sale') ?? '') ? params.get('sale') : 'all'
  ) as SkuSaleFilter;
  const track = params.get('track') || null;
  const stats = useOrderStatistics(period);
  const skus = useSkus({ onSale: sale === 'all' ? null : sale === 'on', track });
  const tracks = useSkuTracks();
  const s = useMemo(() => summarize(t, period, stats.nodes ?? []), [t, period, stats.nodes]);
  const loading = stats.loading && !stats.nodes;
  const error = stats.error && !stats.nodes ? errorMessage(stats.error) : undefined;
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next);
  };
  const periods: SelectOption<StatisticsPeriod>[] = PERIODS.map((p) => ({
    value: p,
    label: t(`fin-period-${p}`),
  }));

  return (
    <Section>
      <h1>{t('fin-stats-title')}</h1>
      <Toolbar>
        <Select<StatisticsPeriod>
          label={t('fin-stats-period')}
          value={period}
          options={periods}
          onChange={(p) => setParam('period', p && p !== 'DAY' ? p.toLowerCase() : null)}
        />
        {stats.nodes ? (
          <p role="status">
            {t('fin-stats-period-total', {
              count: s.totalCount,
              amount: formatYuan(s.totalRevenue),
            })}
          </p>
        ) : null}
      </Toolbar>
      <Grid>
        <Card>
          <LineChart
            title={t('fin-stats-revenue-over-time')}
            series={[{ id: 'revenue', label: t('fin-stats-revenue'), points: s.revenue }]}
            formatValue={formatYuan}
            area
            loading={loading}
            error={error}
          />
        </Card>
        <Card>
          <BarChart
            title={t('fin-stats-count-over-time')}
            valueLabel={t('fin-stats-count')}
            data={s.count}
            loading={loading}
            error={error}
          />
        </Card>
        <Card>
          <PieChart
            title={t('fin-stats-by-channel')}
            valueLabel={t('fin-stats-revenue')}
            data={s.byChannel}
            formatValue={formatYuan}
            loading={loading}
            error={error}
          />
        </Card>
        <Card>
          <PieChart
            title={t('fin-stats-by-platform')}
            valueLabel={t('fin-stats-revenue')}
            data={s.byPlatform}
            formatValue={formatYuan}
            loading={loading}
            error={error}
          />
        </Card>
      </Grid>
      <Card>
        <BarChart
          title={t('fin-stats-by-sku')}
          valueLabel={t('fin-stats-revenue')}
          data={s.bySku}
          formatValue={formatYuan}
          layout="horizontal"
          height={320}
          loading={loading}
          error={error}
        />
      </Card>
      <Toolbar>
        <h2>{t('fin-skus-title')}</h2>
        <SkuFilters
          value={{ sale, track }}
          tracks={tracks}
          onChange={(patch) => {
            const next = new URLSearchParams(params);
            if (patch.sale !== undefined) {
              if (patch.sale === 'all') next.delete('sale');
              else next.set('sale', patch.sale);
            }
            if (patch.track !== undefined) {
              if (patch.track === null) next.delete('track');
              else next.set('track', patch.track);
            }
            setParams(next);
          }}
        />
      </Toolbar>
      <SkuTable
        key={`${sale}-${track ?? ''}`}
        items={skus.rows ?? []}
        loading={skus.loading && !skus.rows}
        error={skus.error && !skus.rows ? errorMessage(skus.error) : undefined}
      />
    </Section>
  );
}
