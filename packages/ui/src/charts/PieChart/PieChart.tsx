import { ResponsivePie } from '@nivo/pie';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { ChartFrame } from '../ChartFrame';
import { useChartTheme } from '../theme';

export interface PieChartDatum {
  id: string;
  /** The part's name, translated. */
  label: string;
  value: number;
}

export interface PieChartProps {
  /** The chart's title, translated: its caption and accessible name. */
  title: string;
  /** The parts: an id, a translated label and a value each. */
  data: readonly PieChartDatum[];
  /**
   * Writes a value as text (yuan, counts) in tooltips, the summary and the table (default a plain
   * number, 1,234).
   */
  formatValue?: (value: number) => string;
  /** A ring (donut) instead of a full pie (default). */
  donut?: boolean;
  /** The drawing's height in px (default 280). */
  height?: number;
  /** Name of the value column of the table (default the title). */
  valueLabel?: string;
  /** The data is loading: a loading state instead of the chart (default false). */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the chart. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`; no button without it. */
  onRetry?: () => void;
  /** Shown when there is no data (default "No data in this period"). */
  emptyText?: ReactNode;
}

const plain = (v: number) => v.toLocaleString('en-US');

/** Shares of a whole (nivo pie or donut), themed by the tokens; summary and table with shares. */
export function PieChart({
  title,
  data,
  formatValue = plain,
  donut = true,
  height = 280,
  valueLabel,
  loading,
  error,
  onRetry,
  emptyText,
}: PieChartProps) {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const sorted = [...data].sort((a, b) => b.value - a.value);
  const total = sorted.reduce((n, d) => n + d.value, 0);
  const share = (v: number) => (total ? `${((v / total) * 100).toFixed(1)}%` : '0%');
  return (
    <ChartFrame
      title={title}
      summary={t('chart-summary-parts', {
        title,
        count: sorted.length,
        top: sorted[0]?.label ?? '',
        value: sorted[0] ? `${formatValue(sorted[0].value)}, ${share(sorted[0].value)}` : '',
      })}
      height={height}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={!loading && !error && total === 0}
      emptyText={emptyText}
      table={{
        columns: [t('chart-column-label'), valueLabel ?? title, t('chart-column-share')],
        rows: sorted.map((d) => [d.label, formatValue(d.value), share(d.value)]),
      }}
    >
      <ResponsivePie
        data={sorted.map((d) => ({ id: d.id, label: d.label, value: d.value }))}
        theme={theme.nivo}
        colors={[...theme.series]}
        margin={{ top: 16, right: 140, bottom: 16, left: 16 }}
        innerRadius={donut ? 0.6 : 0}
        padAngle={0.6}
        cornerRadius={2}
        borderWidth={0}
        enableArcLinkLabels={false}
        enableArcLabels={false}
        valueFormat={(v) => formatValue(v)}
        animate={false}
        role="presentation"
        legends={[
          {
            anchor: 'right',
            direction: 'column',
            translateX: 130,
            itemWidth: 120,
            itemHeight: 18,
            symbolSize: 10,
            symbolShape: 'circle',
          },
        ]}
      />
    </ChartFrame>
  );
}
