import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { IconButton } from '../../primitives/IconButton';
import { formatChinaTime } from '../../utils/chinaTime';
import { isCancellablePush, PushStatusBadge, type PushState } from './PushStatusBadge';

/** What a row shows of a push (the list entry of operations §3). */
export interface PushRowData {
  id: number;
  title: string;
  platform: 'all' | 'android' | 'ios';
  created_at: number;
  start_time: number;
  sent_count: number;
  open_count: number;
  dismiss_count: number;
  status: PushState;
}

export interface PushTableProps {
  /** The pushes of the current page, in display order. */
  items: readonly PushRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load (its message) with Retry. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Where a title leads (the push's detail). */
  detailHref: (id: number) => string;
  /** The app's router link for the titles (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /** Offers Cancel on pushes that can still be cancelled (the role that may). */
  onCancel?: (item: PushRowData) => void;
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

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The push list (operations §3 list entry): platform, title, created time, start time, sent, open
 * and dismiss counts, status; a title opens the detail; Cancel on a push still waiting or being
 * delivered.
 */
export function PushTable({
  items,
  loading,
  error,
  onRetry,
  detailHref,
  linkComponent: Link = DefaultLink,
  onCancel,
  emptyVariant,
  paging,
}: PushTableProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<PushRowData>[] = [
    {
      key: 'platform',
      header: t('push-platform'),
      width: 88,
      cell: (row) => t(`push-platform-${row.platform}`),
    },
    {
      key: 'title',
      header: t('push-title'),
      width: 'minmax(160px, 3fr)',
      cell: (row) => (
        <Link href={detailHref(row.id)}>
          <Title>{row.title}</Title>
        </Link>
      ),
    },
    {
      key: 'created',
      header: t('push-created'),
      width: 136,
      hideOnMobile: true,
      cell: (row) => formatChinaTime(row.created_at),
    },
    {
      key: 'start',
      header: t('push-start'),
      width: 136,
      cell: (row) => formatChinaTime(row.start_time),
    },
    {
      key: 'sent',
      header: t('push-sent-count'),
      width: 80,
      align: 'end',
      hideOnMobile: true,
      cell: (row) => count(row.sent_count),
    },
    {
      key: 'open',
      header: t('push-open-count'),
      width: 80,
      align: 'end',
      hideOnMobile: true,
      cell: (row) => count(row.open_count),
    },
    {
      key: 'dismiss',
      header: t('push-dismiss-count'),
      width: 80,
      align: 'end',
      hideOnMobile: true,
      cell: (row) => count(row.dismiss_count),
    },
    {
      key: 'status',
      header: t('push-status'),
      width: 112,
      cell: (row) => <PushStatusBadge status={row.status} />,
    },
  ];
  return (
    <DataList
      rows={items}
      columns={columns}
      getRowId={(row) => String(row.id)}
      label={t('push-list-label')}
      loading={loading}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('push-empty')}
      paging={paging}
      rowActions={
        onCancel
          ? (row) =>
              isCancellablePush(row.status) ? (
                <IconButton
                  label={t('push-cancel-named', { title: row.title })}
                  variant="ghost"
                  icon={<Ban aria-hidden size={16} />}
                  onClick={() => onCancel(row)}
                />
              ) : null
          : undefined
      }
    />
  );
}
