import { ResponsiveBar } from '@nivo/bar';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { ChartFrame } from '../ChartFrame';
import { useChartTheme } from '../theme';

export interface BarChartDatum {
  /** The bar's name, translated (or a formatted date). */
  label: string;
  value: number;
}

export interface BarChartProps {
  /** The chart's title, translated: its caption and accessible name. */
  title: string;
  /** The bars, in order: a translated label and a value each. */
  data: readonly BarChartDatum[];
  /**
   * Writes a value as text (yuan, counts) in tooltips, the summary and the table (default a plain
   * number, 1,234).
   */
  formatValue?: (value: number) => string;
  /** `horizontal` suits long names (SKUs); `vertical` suits periods. */
  layout?: 'horizontal' | 'vertical';
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

/** Values by category (nivo bar), one colour, themed by the tokens; summary and table in `ChartFrame`. */
export function BarChart({
  title,
  data,
  formatValue = plain,
  layout = 'vertical',
  height = 280,
  valueLabel,
  loading,
  error,
  onRetry,
  emptyText,
}: BarChartProps) {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const top = data.reduce<BarChartDatum | null>((a, d) => (a && a.value >= d.value ? a : d), null);
  const horizontal = layout === 'horizontal';
  const every = Math.max(1, Math.ceil(data.length / 10));
  const ticks = data.filter((_, i) => i % every === 0).map((d) => d.label);
  return (
    <ChartFrame
      title={title}
      summary={t('chart-summary-parts', {
        title,
        count: data.length,
        top: top?.label ?? '',
        value: formatValue(top?.value ?? 0),
      })}
      height={height}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={!loading && !error && data.length === 0}
      emptyText={emptyText}
      table={{
        columns: [t('chart-column-label'), valueLabel ?? title],
        rows: data.map((d) => [d.label, formatValue(d.value)]),
      }}
    >
      <ResponsiveBar
        data={data.map((d) => ({ label: d.label, value: d.value }))}
        keys={['value']}
        indexBy="label"
        layout={layout}
        theme={theme.nivo}
        colors={[theme.series[0]!]}
        margin={
          horizontal
            ? { top: 8, right: 24, bottom: 32, left: 160 }
            : { top: 12, right: 16, bottom: 32, left: 96 }
        }
        padding={0.3}
        valueScale={{ type: 'linear', min: 0 }}
        enableLabel={false}
        enableGridX={horizontal}
        enableGridY={!horizontal}
        axisBottom={
          horizontal
            ? { tickSize: 0, tickPadding: 8, tickValues: 4, format: (v) => formatValue(Number(v)) }
            : { tickSize: 0, tickPadding: 8, tickValues: ticks }
        }
        axisLeft={
          horizontal
            ? {
                tickSize: 0,
                tickPadding: 8,
                format: (v) => {
                  const s = String(v);
                  return s.length > 22 ? `${s.slice(0, 21)}…` : s;
                },
              }
            : { tickSize: 0, tickPadding: 8, tickValues: 5, format: (v) => formatValue(Number(v)) }
        }
        valueFormat={(v) => formatValue(v)}
        animate={false}
        role="presentation"
      />
    </ChartFrame>
  );
}
