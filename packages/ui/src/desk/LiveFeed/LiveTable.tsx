import { ImageIcon, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { StatusBadge } from '../../feedback/StatusBadge';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';
import { htmlToText } from '../../utils/sanitize';
import type { LiveRowData } from './types';

import { theme } from '../../foundations/tokens';
export interface LiveTableProps {
  /** The flash news items of the current page, in display order. */
  rows: readonly LiveRowData[];
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
  /** Called with the item when its row's Edit button is pressed. */
  onEdit: (item: LiveRowData) => void;
  /** Ids that arrived since the list was first shown (marked "New"). */
  freshIds?: ReadonlySet<string>;
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
  /** The total on the server, for `aria-rowcount` (the loaded count otherwise). */
  totalCount?: number;
}

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-width: 0;
  &[data-deleted='true'] {
    color: ${theme.color.text.secondary};
  }
  &[data-deleted='true'] > :not(:last-child) {
    text-decoration: line-through;
  }
`;

const Title = styled.span`
  font-weight: ${theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Body = styled.span`
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Marks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.text.secondary};
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.sm};
  padding: 0 ${theme.space[1]};
  &[data-tone='new'] {
    color: ${theme.color.text.link};
    border-color: currentColor;
  }
`;

/**
 * The flash news list (`/content/wallstreet/live`): display time (GMT+8), title and text, score,
 * status; an item deleted at the source stays, greyed out and struck through. Newest first.
 */
export function LiveTable({
  rows,
  loading,
  error,
  onRetry,
  emptyVariant,
  onEdit,
  freshIds,
  paging,
  totalCount,
}: LiveTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<LiveRowData>[] = [
    {
      key: 'display_time',
      header: t('desk-live-col-time'),
      width: 150,
      cell: (item) => formatChinaTime(item.display_time),
    },
    {
      key: 'content',
      header: t('desk-live-col-content'),
      width: 'minmax(220px, 4fr)',
      cell: (item) => (
        <Text data-deleted={item.is_deleted}>
          {item.title ? <Title>{item.title}</Title> : null}
          <Body>{htmlToText(item.content)}</Body>
          <Marks>
            {freshIds?.has(item.id) ? <Mark data-tone="new">{t('desk-live-new')}</Mark> : null}
            {item.is_deleted ? <Mark>{t('desk-live-deleted-at-source')}</Mark> : null}
            {item.images.length ? (
              <Mark>
                <ImageIcon aria-hidden size={12} />
                {t('desk-live-image-count', { count: item.images.length })}
              </Mark>
            ) : null}
            {item.content_more ? <Mark>{t('desk-live-has-more')}</Mark> : null}
          </Marks>
        </Text>
      ),
    },
    {
      key: 'score',
      header: t('desk-live-col-score'),
      width: 80,
      align: 'end',
      hideOnMobile: true,
      cell: (item) => item.score,
    },
    {
      key: 'status',
      header: t('desk-live-col-status'),
      width: 110,
      cell: (item) => <StatusBadge status={item.status} />,
    },
  ];
  return (
    <DataList
      label={t('desk-live-list')}
      rows={rows}
      columns={columns}
      getRowId={(item) => item.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('desk-live-empty')}
      rowActionsWidth={56}
      rowActions={(item) => (
        <IconButton
          label={t('desk-live-edit', { id: item.id })}
          icon={<Pencil aria-hidden size={16} />}
          onClick={() => onEdit(item)}
        />
      )}
      paging={paging}
      totalCount={totalCount}
    />
  );
}
