import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Image } from '../../feedback/Image';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { Clamp, Muted } from '../shared/styles';

/** What a row shows of a source group (operations §3 Source group). */
export interface SourceGroupRowData {
  id: string;
  name: string;
  description: string | null;
  cover: string | null;
  sources: readonly { id: string; name: string }[];
}

export interface SourceGroupTableProps {
  /** The source groups of the current page, in display order. */
  items: readonly SourceGroupRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Where a group's name leads, given its id (its detail page). */
  detailHref: (id: string) => string;
  /** The app's router link for the names (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /**
   * `search` when a keyword is applied, so the empty state says nothing matched (default
   * `content`).
   */
  emptyVariant?: 'content' | 'search';
  /** A button or link under the empty state ("New group"). */
  emptyAction?: ReactNode;
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
}

/** The source groups (operations §3): cover, name, description and the related sources. */
export function SourceGroupTable({
  items,
  loading,
  error,
  onRetry,
  detailHref,
  linkComponent: Link = DefaultLink,
  emptyVariant,
  emptyAction,
  paging,
}: SourceGroupTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<SourceGroupRowData>[] = [
    {
      key: 'cover',
      header: t('sg-cover'),
      headerHidden: true,
      width: 72,
      hideOnMobile: true,
      cell: (row) => (
        <Image src={row.cover} alt={t('sg-cover-preview', { name: row.name })} ratio={4 / 3} />
      ),
    },
    {
      key: 'name',
      header: t('sg-name'),
      width: 'minmax(160px, 1fr)',
      cell: (row) => (
        <Link href={detailHref(row.id)}>
          <Clamp>{row.name}</Clamp>
        </Link>
      ),
    },
    {
      key: 'description',
      header: t('sg-description'),
      width: 'minmax(160px, 2fr)',
      hideOnMobile: true,
      cell: (row) => <Clamp>{row.description ?? '—'}</Clamp>,
    },
    {
      key: 'sources',
      header: t('sg-sources'),
      width: 'minmax(160px, 2fr)',
      cell: (row) => (
        <span>
          <Muted>{t('sg-sources-count', { count: row.sources.length })}</Muted>{' '}
          <Clamp>{row.sources.map((s) => s.name).join(', ')}</Clamp>
        </span>
      ),
    },
  ];
  return (
    <DataList
      rows={items}
      columns={columns}
      getRowId={(row) => row.id}
      label={t('sg-list-label')}
      loading={loading}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('sg-empty')}
      emptyAction={emptyAction}
      paging={paging}
    />
  );
}
