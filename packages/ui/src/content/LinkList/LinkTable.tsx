import { Copy, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';

import { theme } from '../../foundations/tokens';
/** One link of the list (content §3 Link, as the link list answers it). */
export interface LinkRowData {
  id: number;
  title: string;
  to: string;
  created_at: number;
  version: number;
}

export interface LinkTableProps {
  /** The links of the current page, in display order. */
  rows: readonly LinkRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /**
   * `search` when a keyword is applied, so the empty state says nothing matched (default
   * `content`).
   */
  emptyVariant?: 'content' | 'search';
  /** A button or link under the empty state ("New link"). */
  emptyAction?: ReactNode;
  /** The link chosen by the URL (`?id=`): marked as the current row. */
  selectedId?: number | null;
  /** Called with the link when its row's Edit button is pressed. */
  onEdit: (link: LinkRowData) => void;
  /** Called with the link when its row's Copy button is pressed (copy its address). */
  onCopy: (link: LinkRowData) => void;
  /** Called with the link when its row's Delete button is pressed (the caller confirms). */
  onDelete: (link: LinkRowData) => void;
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
  /** The total on the server, for `aria-rowcount` (the loaded count otherwise). */
  totalCount?: number;
}

const Title = styled.span`
  font-weight: ${theme.font.weight.medium};
  overflow-wrap: anywhere;
  &[data-current='true'] {
    color: ${theme.color.text.link};
  }
`;

const Url = styled.a`
  color: ${theme.color.text.link};
  overflow-wrap: anywhere;
`;

const Actions = styled.span`
  display: inline-flex;
  gap: ${theme.space[1]};
`;

/** The link list (`/content/link/list`): title, url, created time, edit, copy link and delete. */
export function LinkTable({
  rows,
  loading,
  error,
  onRetry,
  emptyVariant,
  emptyAction,
  selectedId,
  onEdit,
  onCopy,
  onDelete,
  paging,
  totalCount,
}: LinkTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<LinkRowData>[] = [
    {
      key: 'title',
      header: t('link-title'),
      width: 'minmax(160px, 2fr)',
      cell: (link) => (
        <Title
          data-current={link.id === selectedId}
          aria-current={link.id === selectedId ? 'true' : undefined}
        >
          {link.title}
        </Title>
      ),
    },
    {
      key: 'to',
      header: t('link-url'),
      width: 'minmax(160px, 3fr)',
      cell: (link) => (
        <Url href={link.to} target="_blank" rel="noopener noreferrer">
          {link.to}
        </Url>
      ),
    },
    {
      key: 'created_at',
      header: t('link-created'),
      width: 150,
      hideOnMobile: true,
      cell: (link) => formatChinaTime(link.created_at),
    },
  ];
  return (
    <DataList
      label={t('link-list-title')}
      rows={rows}
      columns={columns}
      getRowId={(link) => String(link.id)}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('link-empty')}
      emptyAction={emptyAction}
      rowActionsWidth={120}
      rowActions={(link) => (
        <Actions>
          <IconButton
            label={t('link-edit', { title: link.title })}
            icon={<Pencil aria-hidden size={16} />}
            onClick={() => onEdit(link)}
          />
          <IconButton
            label={t('link-copy', { title: link.title })}
            icon={<Copy aria-hidden size={16} />}
            onClick={() => onCopy(link)}
          />
          <IconButton
            label={t('link-delete', { title: link.title })}
            icon={<Trash2 aria-hidden size={16} />}
            variant="danger"
            onClick={() => onDelete(link)}
          />
        </Actions>
      )}
      paging={paging}
      totalCount={totalCount}
    />
  );
}
