import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import { DataList, type DataListColumn } from '../../data/DataList';
import { StatusBadge } from '../../feedback/StatusBadge';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';
import { DeskCellText } from '../shared';
import type { WsArticleRowData } from './types';

export interface WsArticleTableProps {
  /** The articles of the current page, in display order. */
  rows: readonly WsArticleRowData[];
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
  /** Called with the article when its row's Edit button is pressed. */
  onEdit: (item: WsArticleRowData) => void;
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
  /** The total on the server, for `aria-rowcount` (the loaded count otherwise). */
  totalCount?: number;
}

/**
 * The Wall Street articles list (kind 26, beside the flash news at `/content/wallstreet/live`):
 * display time (GMT+8), title and summary, author, views, status; newest first.
 */
export function WsArticleTable({
  rows,
  loading,
  error,
  onRetry,
  emptyVariant,
  onEdit,
  paging,
  totalCount,
}: WsArticleTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<WsArticleRowData>[] = [
    {
      key: 'display_time',
      header: t('desk-ws-col-time'),
      width: 150,
      cell: (item) => formatChinaTime(item.display_time),
    },
    {
      key: 'title',
      header: t('desk-ws-col-title'),
      width: 'minmax(220px, 4fr)',
      cell: (item) => (
        <DeskCellText>
          <strong>{item.title}</strong>
          {item.summary ? <span>{item.summary}</span> : null}
        </DeskCellText>
      ),
    },
    {
      key: 'author',
      header: t('desk-ws-col-author'),
      width: 120,
      hideOnMobile: true,
      cell: (item) => item.author ?? '—',
    },
    {
      key: 'page_views',
      header: t('desk-ws-col-views'),
      width: 80,
      align: 'end',
      hideOnMobile: true,
      cell: (item) => item.page_views,
    },
    {
      key: 'status',
      header: t('desk-ws-col-status'),
      width: 110,
      cell: (item) => <StatusBadge status={item.status} />,
    },
  ];
  return (
    <DataList
      label={t('desk-ws-list')}
      rows={rows}
      columns={columns}
      getRowId={(item) => item.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('desk-ws-empty')}
      rowActionsWidth={56}
      rowActions={(item) => (
        <IconButton
          label={t('desk-ws-edit', { title: item.title })}
          icon={<Pencil aria-hidden size={16} />}
          onClick={() => onEdit(item)}
        />
      )}
      paging={paging}
      totalCount={totalCount}
    />
  );
}
