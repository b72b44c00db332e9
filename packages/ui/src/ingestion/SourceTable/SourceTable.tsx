import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { DataList, type DataListColumn } from '../../data/DataList';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { Clamp, Muted } from '../shared/styles';
import { IngestionStatusBadge, type IngestionStatus } from '../shared/status';

/** What a row shows of a source (operations §3 Source). */
export interface SourceRowData {
  id: string;
  key: string;
  name: string;
  type: string | null;
  publish_frequency: string | null;
  publish_organization: string | null;
  website: string | null;
  status: IngestionStatus;
  groups: readonly { id: string; name: string }[];
}

export interface SourceTableProps {
  /** The sources of the current page, in display order. */
  items: readonly SourceRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load (its message) with Retry. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Where a name leads (the source's detail). */
  detailHref: (id: string) => string;
  /** The app's router link for the names (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /**
   * `search` when filters are applied, so the empty state says nothing matched (default `content`).
   */
  emptyVariant?: 'content' | 'search';
  /** A button or link under the empty state ("New source"). */
  emptyAction?: ReactNode;
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
}

/**
 * The source list (operations §3 Source): name and key, type, publish frequency, organization,
 * website, groups and status; a name opens the source. Nothing found reads "Sources not found".
 */
export function SourceTable({
  items,
  loading,
  error,
  onRetry,
  detailHref,
  linkComponent: Link = DefaultLink,
  emptyVariant,
  emptyAction,
  paging,
}: SourceTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<SourceRowData>[] = [
    {
      key: 'name',
      header: t('src-name'),
      width: 'minmax(180px, 2fr)',
      cell: (row) => (
        <span>
          <Link href={detailHref(row.id)}>
            <Clamp>{row.name}</Clamp>
          </Link>
          <Muted>{row.key}</Muted>
        </span>
      ),
    },
    { key: 'type', header: t('src-type'), width: 100, cell: (row) => row.type ?? '—' },
    {
      key: 'frequency',
      header: t('src-frequency'),
      width: 110,
      hideOnMobile: true,
      cell: (row) => row.publish_frequency ?? '—',
    },
    {
      key: 'organization',
      header: t('src-organization'),
      width: 'minmax(140px, 1fr)',
      hideOnMobile: true,
      cell: (row) => <Clamp>{row.publish_organization ?? '—'}</Clamp>,
    },
    {
      key: 'groups',
      header: t('src-groups'),
      width: 'minmax(120px, 1fr)',
      hideOnMobile: true,
      cell: (row) => <Clamp>{row.groups.map((g) => g.name).join(', ') || '—'}</Clamp>,
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
      label={t('src-list-label')}
      loading={loading}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('ing-sources-not-found')}
      emptySubtitle={t('src-empty-subtitle')}
      emptyAction={emptyAction}
      paging={paging}
    />
  );
}
