import { ResponsiveLine } from '@nivo/line';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { ChartFrame } from '../ChartFrame';
import { useChartTheme } from '../theme';

export interface LineChartSeries {
  id: string;
  /** The series' name, translated (legend and table column). */
  label: string;
  /** Points in x order; `x` is a label (a date already formatted, a period name). */
  points: readonly { x: string; y: number }[];
}

export interface LineChartProps {
  /** Caption and accessible name, translated. */
  title: string;
  /** The lines: an id, a translated label and points in x order each. */
  series: readonly LineChartSeries[];
  /** A value as text (yuan, counts): ticks, tooltips, summary and table. */
  formatValue?: (value: number) => string;
  /** The drawing's height in px (default 280). */
  height?: number;
  /** Fill the area under a single series. */
  area?: boolean;
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

/**
 * Values over time (nivo line), themed by the tokens in light and dark: one or more series over
 * the same x labels, with a summary sentence and the table of the same numbers (`ChartFrame`).
 */
export function LineChart({
  title,
  series,
  formatValue = plain,
  height = 280,
  area = false,
  loading,
  error,
  onRetry,
  emptyText,
}: LineChartProps) {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const xs = series[0]?.points.map((p) => p.x) ?? [];
  const values = series.flatMap((s) => s.points.map((p) => p.y));
  const max = values.length ? Math.max(...values) : 0;
  const summary = t('chart-summary-line', {
    title,
    count: xs.length,
    first: xs[0] ?? '',
    last: xs[xs.length - 1] ?? '',
    max: formatValue(max),
  });
  // Ticks: at most about eight labels on the x axis, whatever the number of points.
  const every = Math.max(1, Math.ceil(xs.length / 8));
  const tickValues = xs.filter((_, i) => i % every === 0);

  return (
    <ChartFrame
      title={title}
      summary={summary}
      height={height}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={!loading && !error && xs.length === 0}
      emptyText={emptyText}
      table={{
        columns: [t('chart-column-label'), ...series.map((s) => s.label)],
        rows: xs.map((x, i) => [x, ...series.map((s) => formatValue(s.points[i]?.y ?? 0))]),
      }}
    >
      <ResponsiveLine
        data={series.map((s) => ({
          id: s.label,
          data: s.points.map((p) => ({ x: p.x, y: p.y })),
        }))}
        theme={theme.nivo}
        colors={[...theme.series]}
        margin={{ top: 12, right: 16, bottom: series.length > 1 ? 56 : 32, left: 96 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        axisBottom={{ tickValues, tickSize: 0, tickPadding: 8 }}
        axisLeft={{
          tickSize: 0,
          tickPadding: 8,
          tickValues: 5,
          format: (v) => formatValue(Number(v)),
        }}
        gridYValues={5}
        enableGridX={false}
        enableArea={area && series.length === 1}
        areaOpacity={0.12}
        pointSize={xs.length > 40 ? 0 : 6}
        pointBorderWidth={0}
        useMesh
        animate={false}
        role="presentation"
        yFormat={(v) => formatValue(Number(v))}
        legends={
          series.length > 1
            ? [
                {
                  anchor: 'bottom-left',
                  direction: 'row',
                  translateY: 48,
                  itemWidth: 120,
                  itemHeight: 16,
                  symbolSize: 10,
                  symbolShape: 'circle',
                },
              ]
            : []
        }
      />
    </ChartFrame>
  );
}
