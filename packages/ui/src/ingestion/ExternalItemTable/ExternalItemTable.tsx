import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Badge } from '../../feedback/Badge';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { formatChinaTime } from '../../utils/chinaTime';
import { Clamp } from '../shared/styles';
import { IngestionStatusBadge, type IngestionStatus } from '../shared/status';

/** What a row shows of an external item (what the crawlers bring in). */
export interface ExternalItemRowData {
  id: string;
  title: string;
  display_time: number;
  status: IngestionStatus;
  synchronized: boolean;
  external_source: { id: string; name: string };
}

export interface ExternalItemTableProps {
  /** The external items of the current page, in display order. */
  items: readonly ExternalItemRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Where a title leads (the item). */
  detailHref: (id: string) => string;
  /** Where a source name leads (the source). */
  sourceHref: (id: string) => string;
  /** The app's router link for titles and source names (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /**
   * `search` when filters are applied, so the empty state says nothing matched (default `content`).
   */
  emptyVariant?: 'content' | 'search';
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
}

/**
 * External items: title (opens the item), the source it came from (opens the source), time
 * (GMT+8), synchronisation state (Synchronize / Not synchronous) and status.
 */
export function ExternalItemTable({
  items,
  loading,
  error,
  onRetry,
  detailHref,
  sourceHref,
  linkComponent: Link = DefaultLink,
  emptyVariant,
  paging,
}: ExternalItemTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<ExternalItemRowData>[] = [
    {
      key: 'title',
      header: t('ei-title'),
      width: 'minmax(200px, 3fr)',
      cell: (row) => (
        <Link href={detailHref(row.id)}>
          <Clamp>{row.title}</Clamp>
        </Link>
      ),
    },
    {
      key: 'source',
      header: t('ei-source'),
      width: 'minmax(120px, 1fr)',
      cell: (row) => (
        <Link href={sourceHref(row.external_source.id)}>
          <Clamp>{row.external_source.name}</Clamp>
        </Link>
      ),
    },
    {
      key: 'time',
      header: t('ei-time'),
      width: 136,
      hideOnMobile: true,
      cell: (row) => formatChinaTime(row.display_time),
    },
    {
      key: 'sync',
      header: t('ei-sync'),
      width: 120,
      hideOnMobile: true,
      cell: (row) => (
        <Badge tone={row.synchronized ? 'info' : 'neutral'}>
          {t(row.synchronized ? 'ei-sync-yes' : 'ei-sync-no')}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: t('ing-status'),
      width: 100,
      cell: (row) => <IngestionStatusBadge status={row.status} />,
    },
  ];
  return (
    <DataList
      rows={items}
      columns={columns}
      getRowId={(row) => row.id}
      label={t('ei-list-label')}
      loading={loading}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('ei-empty')}
      paging={paging}
    />
  );
}
