import { Copy, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';

/** One link of the list (content §3 Link, as the link list answers it). */
export interface LinkRowData {
  id: number;
  title: string;
  to: string;
  created_at: number;
  version: number;
}

export interface LinkTableProps {
  rows: readonly LinkRowData[];
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  emptyVariant?: 'content' | 'search';
  emptyAction?: ReactNode;
  /** The link chosen by the URL (`?id=`): marked as the current row. */
  selectedId?: number | null;
  onEdit: (link: LinkRowData) => void;
  onCopy: (link: LinkRowData) => void;
  onDelete: (link: LinkRowData) => void;
  paging?: ReactNode;
  totalCount?: number;
}

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
  &[data-current='true'] {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const Url = styled.a`
  color: ${({ theme }) => theme.color.text.link};
  overflow-wrap: anywhere;
`;

const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
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
