import { ArchiveRestore, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';
import { notificationTypeOf, sysMessageState, type SysMessageData } from '../types';
import { useAudienceText } from '../useAudienceText';
import { SysMessageStateBadge } from './SysMessageStateBadge';

export interface SysMessageTableProps {
  /** The messages of the current page, in display order. */
  items: readonly SysMessageData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load (its message) with Retry. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Where a title leads (the message's edit page). */
  editHref: (id: number) => string;
  /** The app's router link for the titles (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /** Offers Delete on messages not deleted (the role that may). */
  onDelete?: (item: SysMessageData) => void;
  /** Offers Restore (as a draft) on deleted messages (the role that may). */
  onRestore?: (item: SysMessageData) => void;
  /**
   * `search` when filters are applied, so the empty state says nothing matched (default `content`).
   */
  emptyVariant?: 'content' | 'search';
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
}

const Title = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/**
 * The system message list (`/message/system`): title (opens the editor), notification type,
 * audience, state, delivery or planned time, author, created; Delete on a message not deleted,
 * Restore on a deleted one.
 */
export function SysMessageTable({
  items,
  loading,
  error,
  onRetry,
  editHref,
  linkComponent: Link = DefaultLink,
  onDelete,
  onRestore,
  emptyVariant,
  paging,
}: SysMessageTableProps) {
  const { t } = useTranslation();
  const audienceText = useAudienceText();
  const columns: DataListColumn<SysMessageData>[] = [
    {
      key: 'title',
      header: t('sysmsg-title'),
      width: 'minmax(180px, 3fr)',
      cell: (row) => (
        <Link href={editHref(row.id)}>
          <Title>{row.title}</Title>
        </Link>
      ),
    },
    {
      key: 'type',
      header: t('sysmsg-type'),
      width: 104,
      cell: (row) => t(`sysmsg-type-${notificationTypeOf(row)}`),
    },
    {
      key: 'audience',
      header: t('sysmsg-audience'),
      width: 'minmax(120px, 1.5fr)',
      hideOnMobile: true,
      cell: (row) => audienceText(row.audience),
    },
    {
      key: 'state',
      header: t('sysmsg-state'),
      width: 112,
      cell: (row) => <SysMessageStateBadge state={sysMessageState(row)} />,
    },
    {
      key: 'time',
      header: t('sysmsg-time'),
      width: 140,
      cell: (row) =>
        row.sent_at !== null
          ? formatChinaTime(row.sent_at)
          : row.send_at !== null
            ? formatChinaTime(row.send_at)
            : t('sysmsg-on-publication'),
    },
    {
      key: 'author',
      header: t('sysmsg-author'),
      width: 104,
      hideOnMobile: true,
      cell: (row) => row.author?.nickname ?? '—',
    },
    {
      key: 'created',
      header: t('sysmsg-created'),
      width: 140,
      hideOnMobile: true,
      cell: (row) => formatChinaTime(row.created_at),
    },
  ];
  const withActions = onDelete !== undefined || onRestore !== undefined;
  return (
    <DataList
      rows={items}
      columns={columns}
      getRowId={(row) => String(row.id)}
      label={t('sysmsg-list-label')}
      loading={loading}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('sysmsg-empty')}
      paging={paging}
      rowActions={
        withActions
          ? (row) =>
              row.status === 'deleted' ? (
                onRestore ? (
                  <IconButton
                    label={t('sysmsg-restore-named', { title: row.title })}
                    variant="ghost"
                    icon={<ArchiveRestore aria-hidden size={16} />}
                    onClick={() => onRestore(row)}
                  />
                ) : null
              ) : onDelete ? (
                <IconButton
                  label={t('sysmsg-delete-named', { title: row.title })}
                  variant="ghost"
                  icon={<Trash2 aria-hidden size={16} />}
                  onClick={() => onDelete(row)}
                />
              ) : null
          : undefined
      }
    />
  );
}
