import {
  ChartDesigner,
  designFieldOf,
  useToast,
  type ChartDesign,
  useTranslation,
} from '@newsdesk/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  dataErrorMessage,
  dataFieldError,
  isDuplicateSymbol,
  useDataChart,
  useDataSource,
  useDataSourceOptions,
  useSaveDataChart,
} from '../../data/datasets';
import { ReadFailure } from '../../shell/ReadFailure';
import { RouterLink } from '../../shell/RouterLink';
import { PageHeader, Section, useLeaveGuard } from './shared';

/**
 * /content/data/charts/:symbol (wide): the chart designer with its live preview over the chosen
 * source's table; `/content/data/charts/new` designs a new chart.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { symbol: param } = useParams();
  const isNew = param === 'new';
  const read = useDataChart(!isNew && param ? param : null);
  const [sourceSymbol, setSourceSymbol] = useState<string | null>(null);
  const chosen = sourceSymbol ?? read.chart?.source.symbol ?? null;
  const table = useDataSource(chosen);
  const sources = useDataSourceOptions('symbol');
  const save = useSaveDataChart();
  const guard = useLeaveGuard();

  const submit = async (design: ChartDesign) => {
    try {
      const { options } = design;
      const saved = await save.run({
        chart: read.chart,
        input: {
          ...design,
          options: {
            ...options,
            axes: [...options.axes],
            series: [...options.series],
            elements: [...options.elements],
          },
        },
      });
      guard.markSaved();
      toast.success(t('data-saved'));
      if (isNew)
        void navigate(`/content/data/charts/${encodeURIComponent(saved.symbol)}`, {
          replace: true,
        });
      return undefined;
    } catch (e) {
      if (isDuplicateSymbol(e))
        return { field: 'symbol' as const, message: t('data-symbol-taken') };
      const field = dataFieldError(e);
      const path = field ? designFieldOf(field.field) : null;
      if (field && path) return { field: path, message: field.message };
      toast.error(dataErrorMessage(e));
      throw e;
    }
  };

  if (!isNew && !read.loading && !read.chart) {
    return (
      <Section>
        <PageHeader title={t('screen-data-chart')} />
        <ReadFailure
          error={read.error}
          missing={t('data-not-found')}
          failed={t('data-chart-load-error')}
          onRetry={read.retry}
          describe={dataErrorMessage}
          action={<RouterLink href="/content/data/charts">{t('data-back')}</RouterLink>}
        />
      </Section>
    );
  }
  if (!isNew && !read.chart) {
    return (
      <Section aria-busy="true">
        <PageHeader title={t('screen-data-chart')} />
      </Section>
    );
  }
  const chart = read.chart;
  return (
    <Section>
      <PageHeader
        title={chart ? `${t('screen-data-chart')}: ${chart.title}` : t('data-chart-new')}
      />
      <ChartDesigner
        // Not keyed on the version: a save resets the form to what was saved, and remounting the
        // designer would draw the whole preview again (10,000 candles for SHCOMP) for nothing.
        key={chart ? chart.id : 'new'}
        design={
          chart
            ? {
                symbol: chart.symbol,
                title: chart.title,
                source_symbol: chart.source.symbol,
                options: chart.options,
              }
            : null
        }
        sourceOptions={sources}
        table={table.source}
        tableLoading={!!chosen && table.loading && !table.source}
        tableError={table.error && !table.source ? dataErrorMessage(table.error) : null}
        onSourceChange={setSourceSymbol}
        onSubmit={submit}
        onCancel={() => void navigate('/content/data/charts')}
        onDirtyChange={guard.onDirtyChange}
      />
    </Section>
  );
}
