import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { DataList, type DataListColumn } from '../../data/DataList';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { Badge } from '../../feedback/Badge';
import { Clamp, Muted } from '../shared/styles';
import type { DataChartType } from '../shared/types';

/** What a row shows of a chart. */
export interface DataChartRowData {
  id: string;
  symbol: string;
  title: string;
  chart_type: DataChartType;
  source: { symbol: string; name: string };
  series_count: number;
  /** Last change (ms), shown in China time. */
  updated_at: number;
}

export interface DataChartTableProps {
  /** The charts of the current page, in display order. */
  items: readonly DataChartRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Where a chart's title leads, given its symbol (its designer). */
  detailHref: (symbol: string) => string;
  /** The app's router link for the titles (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /** Formats the last change (ms) for its column (the console passes China time). */
  formatTime: (ms: number) => string;
  /**
   * `search` when filters are applied, so the empty state says nothing matched (default `content`).
   */
  emptyVariant?: 'content' | 'search';
  /** A button or link under the empty state ("New chart"). */
  emptyAction?: ReactNode;
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
}

/** The chart list: title and symbol, chart type, data source, series and last change. */
export function DataChartTable({
  items,
  loading,
  error,
  onRetry,
  detailHref,
  linkComponent: Link = DefaultLink,
  formatTime,
  emptyVariant,
  emptyAction,
  paging,
}: DataChartTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<DataChartRowData>[] = [
    {
      key: 'title',
      header: t('data-chart-title'),
      width: 'minmax(180px, 2fr)',
      cell: (row) => (
        <span>
          <Link href={detailHref(row.symbol)}>
            <Clamp>{row.title}</Clamp>
          </Link>
          <Muted>{row.symbol}</Muted>
        </span>
      ),
    },
    {
      key: 'type',
      header: t('data-chart-type'),
      width: 130,
      cell: (row) => <Badge>{t(`data-series-type-${row.chart_type}`)}</Badge>,
    },
    {
      key: 'source',
      header: t('data-chart-source'),
      width: 'minmax(140px, 1fr)',
      cell: (row) => <Clamp>{`${row.source.name} (${row.source.symbol})`}</Clamp>,
    },
    {
      key: 'series',
      header: t('data-series'),
      width: 80,
      align: 'end',
      hideOnMobile: true,
      cell: (row) => String(row.series_count),
    },
    {
      key: 'updated',
      header: t('data-updated'),
      width: 150,
      hideOnMobile: true,
      cell: (row) => formatTime(row.updated_at),
    },
  ];
  return (
    <DataList
      rows={items}
      columns={columns}
      getRowId={(row) => row.id}
      label={t('data-charts-label')}
      loading={loading}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('data-charts-empty')}
      emptySubtitle={t('data-charts-empty-subtitle')}
      emptyAction={emptyAction}
      paging={paging}
    />
  );
}
