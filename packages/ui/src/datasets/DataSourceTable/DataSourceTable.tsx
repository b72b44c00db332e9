import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  items: readonly DataSourceRowData[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  detailHref: (symbol: string) => string;
  linkComponent?: LinkComponent;
  emptyVariant?: 'content' | 'search';
  emptyAction?: ReactNode;
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
