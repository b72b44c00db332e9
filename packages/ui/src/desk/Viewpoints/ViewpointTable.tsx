import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { DataList, type DataListColumn } from '../../data/DataList';
import { StatusBadge } from '../../feedback/StatusBadge';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';
import { htmlToText } from '../../utils/sanitize';
import { DeskCellText } from '../shared';
import type { ViewpointRowData } from './types';

export interface ViewpointTableProps {
  /** The viewpoints of the current page, in display order. */
  rows: readonly ViewpointRowData[];
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
  /** Called with the viewpoint when its row's Edit button is pressed. */
  onEdit: (item: ViewpointRowData) => void;
  /** Called with the viewpoint when its row's Delete button is pressed (the caller confirms). */
  onDelete: (item: ViewpointRowData) => void;
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
  /** The total on the server, for `aria-rowcount` (the loaded count otherwise). */
  totalCount?: number;
}

/**
 * The viewpoint list (`/content/viewpoint`): display time (GMT+8), title and opinion, author,
 * related symbols and tags, status; edit and delete per row (a deleted one cannot be deleted again).
 */
export function ViewpointTable({
  rows,
  loading,
  error,
  onRetry,
  emptyVariant,
  onEdit,
  onDelete,
  paging,
  totalCount,
}: ViewpointTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<ViewpointRowData>[] = [
    {
      key: 'display_time',
      header: t('desk-vp-col-time'),
      width: 150,
      cell: (item) => formatChinaTime(item.display_time),
    },
    {
      key: 'title',
      header: t('desk-vp-col-title'),
      width: 'minmax(220px, 4fr)',
      cell: (item) => (
        <DeskCellText>
          <strong>{item.title}</strong>
          <span>{htmlToText(item.body)}</span>
        </DeskCellText>
      ),
    },
    { key: 'author', header: t('desk-vp-col-author'), width: 110, cell: (item) => item.author },
    {
      key: 'related',
      header: t('desk-vp-col-related'),
      width: 'minmax(120px, 1fr)',
      hideOnMobile: true,
      cell: (item) => [...item.symbols, ...item.tags.map((tag) => tag.name)].join(' · ') || '—',
    },
    {
      key: 'status',
      header: t('desk-vp-col-status'),
      width: 110,
      cell: (item) => <StatusBadge status={item.status} />,
    },
  ];
  return (
    <DataList
      label={t('desk-vp-list')}
      rows={rows}
      columns={columns}
      getRowId={(item) => item.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('desk-vp-empty')}
      rowActionsWidth={96}
      rowActions={(item) => (
        <>
          <IconButton
            label={t('desk-vp-edit', { title: item.title })}
            icon={<Pencil aria-hidden size={16} />}
            onClick={() => onEdit(item)}
          />
          {item.status !== 'deleted' ? (
            <IconButton
              label={t('desk-vp-delete', { title: item.title })}
              icon={<Trash2 aria-hidden size={16} />}
              onClick={() => onDelete(item)}
            />
          ) : null}
        </>
      )}
      paging={paging}
      totalCount={totalCount}
    />
  );
}
