import { Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Badge } from '../../feedback/Badge';
import { StatusBadge } from '../../feedback/StatusBadge';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';
import type { TagRowData } from './types';

import { theme } from '../../foundations/tokens';
export interface TagTableProps {
  /** The tags of the current page, in display order. */
  rows: readonly TagRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load: its message, with Retry (`onRetry`). */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** `search` when a keyword or filter is applied. */
  emptyVariant?: 'content' | 'search';
  /** A button or link under the empty state ("New tag"). */
  emptyAction?: ReactNode;
  /** The detail page of a tag. */
  hrefOf: (tag: TagRowData) => string;
  /** The app's router link for the tag names (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /** Delete per row (plain tag list). */
  onDelete?: (tag: TagRowData) => void;
  /** Takes a tag out of its category (company and industry lists) instead of deleting it. */
  onRemoveCategory?: (tag: TagRowData) => void;
  /** The category column (the plain list; the company and industry lists leave it out). */
  showCategory?: boolean;
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
  /** The total on the server, for `aria-rowcount` (the loaded count otherwise). */
  totalCount?: number;
  /** The table's accessible name, translated ("Tags", "Companies"). */
  label: string;
}

const Name = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};

  a {
    color: ${theme.color.text.link};
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }

  small {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
`;

const Words = styled.span`
  color: ${theme.color.text.secondary};
  overflow-wrap: anywhere;
`;

/**
 * The tag list (content §3 Tag): name with alias, tag or topic, category, symbol, hot words, status
 * and update time in China time, with delete (or "remove from this list" for the company and
 * industry lists) per row. On `DataList`: loading, empty, error and virtualization come with it.
 */
export function TagTable({
  rows,
  loading,
  error,
  onRetry,
  emptyVariant = 'content',
  emptyAction,
  hrefOf,
  linkComponent: Link = DefaultLink,
  onDelete,
  onRemoveCategory,
  showCategory = true,
  paging,
  totalCount,
  label,
}: TagTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<TagRowData>[] = [
    {
      key: 'name',
      header: t('desk-tag-col-name'),
      width: 'minmax(12rem, 2fr)',
      cell: (tag) => (
        <Name>
          <Link href={hrefOf(tag)}>{tag.name}</Link>
          {tag.alias.length ? <small>{tag.alias.join(', ')}</small> : null}
        </Name>
      ),
    },
    {
      key: 'kind',
      header: t('desk-tag-col-kind'),
      width: '6rem',
      cell: (tag) => (
        <Badge tone={tag.is_topic ? 'info' : 'neutral'}>
          {t(tag.is_topic ? 'desk-tag-topic' : 'desk-tag-plain')}
        </Badge>
      ),
    },
    ...(showCategory
      ? [
          {
            key: 'category',
            header: t('desk-tag-col-category'),
            width: '7rem',
            hideOnMobile: true,
            cell: (tag: TagRowData) =>
              t(tag.category ? `desk-tag-category-${tag.category}` : 'desk-tag-category-none'),
          },
        ]
      : []),
    {
      key: 'symbol',
      header: t('desk-tag-col-symbol'),
      width: '6rem',
      hideOnMobile: true,
      cell: (tag) => tag.symbol ?? '—',
    },
    {
      key: 'hot',
      header: t('desk-tag-col-hot-words'),
      width: 'minmax(8rem, 1.5fr)',
      hideOnMobile: true,
      cell: (tag) => <Words>{tag.hot_words.join(' ') || '—'}</Words>,
    },
    {
      key: 'status',
      header: t('desk-tag-col-status'),
      width: '7rem',
      cell: (tag) => <StatusBadge status={tag.status} />,
    },
    {
      key: 'updated',
      header: t('desk-tag-col-updated'),
      width: '9rem',
      hideOnMobile: true,
      cell: (tag) => formatChinaTime(tag.updated_at),
    },
  ];

  const action = onRemoveCategory
    ? (tag: TagRowData) => (
        <IconButton
          label={t('desk-tag-remove-category', { name: tag.name })}
          icon={<X aria-hidden size={16} />}
          onClick={() => onRemoveCategory(tag)}
        />
      )
    : onDelete
      ? (tag: TagRowData) => (
          <IconButton
            label={t('desk-tag-delete', { name: tag.name })}
            icon={<Trash2 aria-hidden size={16} />}
            variant="danger"
            onClick={() => onDelete(tag)}
          />
        )
      : undefined;

  return (
    <DataList
      label={label}
      rows={rows}
      columns={columns}
      getRowId={(tag) => String(tag.id)}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('desk-tags-empty')}
      emptySubtitle={t('desk-tags-empty-subtitle')}
      emptyAction={emptyAction}
      rowActions={action}
      paging={paging}
      totalCount={totalCount}
    />
  );
}
