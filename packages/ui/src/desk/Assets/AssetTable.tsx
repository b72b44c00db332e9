import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Badge } from '../../feedback/Badge';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';
import type { AssetRowData } from './types';

export interface AssetTableProps {
  /** The assets of the current page, in display order. */
  rows: readonly AssetRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /**
   * `search` when filters are applied, so the empty state says nothing matched (default `content`).
   */
  emptyVariant?: 'content' | 'search';
  /** Called with the asset when its row's Edit button is pressed. */
  onEdit: (item: AssetRowData) => void;
  /** Called with the asset when its row's Delete button is pressed (the caller confirms). */
  onDelete: (item: AssetRowData) => void;
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
  /** The total on the server, for `aria-rowcount` (the loaded count otherwise). */
  totalCount?: number;
}

/**
 * The managed assets (`/content/asset/management`): code, name, market, kind, linked tags,
 * status and last update (GMT+8); edit and delete per row. By market, then code.
 */
export function AssetTable({
  rows,
  loading,
  error,
  onRetry,
  emptyVariant,
  onEdit,
  onDelete,
  paging,
  totalCount,
}: AssetTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<AssetRowData>[] = [
    { key: 'code', header: t('desk-asset-col-code'), width: 110, cell: (item) => item.code },
    {
      key: 'name',
      header: t('desk-asset-col-name'),
      width: 'minmax(160px, 2fr)',
      cell: (item) => item.name,
    },
    {
      key: 'market',
      header: t('desk-asset-col-market'),
      width: 120,
      cell: (item) => t(`desk-asset-market-${item.market}`),
    },
    {
      key: 'kind',
      header: t('desk-asset-col-kind'),
      width: 100,
      cell: (item) => t(`desk-asset-kind-${item.kind}`),
    },
    {
      key: 'tags',
      header: t('desk-asset-col-tags'),
      width: 'minmax(120px, 1fr)',
      hideOnMobile: true,
      cell: (item) => item.tags.map((tag) => tag.name).join(' · ') || '—',
    },
    {
      key: 'status',
      header: t('desk-asset-col-status'),
      width: 100,
      cell: (item) => (
        <Badge tone={item.status === 'ACTIVE' ? 'success' : 'neutral'}>
          {t(`desk-asset-status-${item.status}`)}
        </Badge>
      ),
    },
    {
      key: 'updated_at',
      header: t('desk-asset-col-updated'),
      width: 150,
      hideOnMobile: true,
      cell: (item) => formatChinaTime(item.updated_at),
    },
  ];
  return (
    <DataList
      label={t('desk-asset-list')}
      rows={rows}
      columns={columns}
      getRowId={(item) => item.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('desk-asset-empty')}
      rowActionsWidth={96}
      rowActions={(item) => (
        <>
          <IconButton
            label={t('desk-asset-edit', { name: item.name })}
            icon={<Pencil aria-hidden size={16} />}
            onClick={() => onEdit(item)}
          />
          <IconButton
            label={t('desk-asset-delete', { name: item.name })}
            icon={<Trash2 aria-hidden size={16} />}
            onClick={() => onDelete(item)}
          />
        </>
      )}
      paging={paging}
      totalCount={totalCount}
    />
  );
}
