import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { DataList, type DataListColumn } from '../../data/DataList';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { Badge } from '../../feedback/Badge';
import { Clamp, Muted } from '../shared/styles';
import type { DataFrequencyUnit, DataSourceKind } from '../shared/types';

/** What a row shows of a data source (operations §3 Data source). */
export interface DataSourceRowData {
  id: string;
  symbol: string;
  name: string;
  type: DataSourceKind;
  category?: string | null;
  country?: string | null;
  task_frequency?: number | null;
  task_frequency_unit?: DataFrequencyUnit | null;
  update_frequency?: string | null;
  labels: readonly string[];
  group?: { id: string; name: string } | null;
  row_count: number;
}

export interface DataSourceTableProps {
  /** The data sources of the current page, in display order. */
  items: readonly DataSourceRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Where a source's name leads, given its symbol (its detail page). */
  detailHref: (symbol: string) => string;
  /** The app's router link for the names (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /**
   * `search` when filters are applied, so the empty state says nothing matched (default `content`).
   */
  emptyVariant?: 'content' | 'search';
  /** A button or link under the empty state ("New data source"). */
  emptyAction?: ReactNode;
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
}

/**
 * The data source list: name and symbol, type (custom data or API data), category and country,
 * group, task frequency, rows and labels; a name opens the source.
 */
export function DataSourceTable({
  items,
  loading,
  error,
  onRetry,
  detailHref,
  linkComponent: Link = DefaultLink,
  emptyVariant,
  emptyAction,
  paging,
}: DataSourceTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<DataSourceRowData>[] = [
    {
      key: 'name',
      header: t('data-name'),
      width: 'minmax(180px, 2fr)',
      cell: (row) => (
        <span>
          <Link href={detailHref(row.symbol)}>
            <Clamp>{row.name}</Clamp>
          </Link>
          <Muted>{row.symbol}</Muted>
        </span>
      ),
    },
    {
      key: 'type',
      header: t('data-type'),
      width: 110,
      cell: (row) => <Badge>{t(`data-type-${row.type}`)}</Badge>,
    },
    {
      key: 'category',
      header: t('data-category'),
      width: 'minmax(100px, 1fr)',
      hideOnMobile: true,
      cell: (row) => [row.category, row.country].filter(Boolean).join(' · ') || '—',
    },
    {
      key: 'group',
      header: t('data-group'),
      width: 'minmax(100px, 1fr)',
      hideOnMobile: true,
      cell: (row) => row.group?.name ?? '—',
    },
    {
      key: 'frequency',
      header: t('data-task-frequency'),
      width: 120,
      hideOnMobile: true,
      cell: (row) =>
        row.task_frequency && row.task_frequency_unit
          ? t('data-every', {
              count: row.task_frequency,
              unit: t(`data-unit-${row.task_frequency_unit}`),
            })
          : (row.update_frequency ?? '—'),
    },
    {
      key: 'rows',
      header: t('data-rows'),
      width: 90,
      align: 'end',
      cell: (row) => row.row_count.toLocaleString('en-US'),
    },
    {
      key: 'labels',
      header: t('data-labels'),
      width: 'minmax(100px, 1fr)',
      hideOnMobile: true,
      cell: (row) => <Clamp>{row.labels.join(', ') || '—'}</Clamp>,
    },
  ];
  return (
    <DataList
      rows={items}
      columns={columns}
      getRowId={(row) => row.id}
      label={t('data-sources-label')}
      loading={loading}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('data-sources-empty')}
      emptySubtitle={t('data-sources-empty-subtitle')}
      emptyAction={emptyAction}
      paging={paging}
    />
  );
}
