import { FileText, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Badge } from '../../feedback/Badge';
import { StatusBadge } from '../../feedback/StatusBadge';
import type { MessageKey } from '../../foundations/i18n/messages';
import { DropdownMenu } from '../../overlays/DropdownMenu';
import { formatChinaTime } from '../../utils/chinaTime';

import { theme } from '../../foundations/tokens';
/** What a row shows of a report (content §3 Report). */
export interface ReportRowData {
  id: number;
  title: string;
  extension: string | null;
  summary: string | null;
  display_time: number;
  /** 0 all, 1 assigned, 2 black gold, 3 meta. */
  vip_visibility: number;
  status: 'draft' | 'published' | 'deleted';
}

export type ReportAction = 'edit' | 'delete';

export interface ReportTableProps {
  /** The reports of the current page, in display order. */
  items: readonly ReportRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /**
   * Called with the action (`edit` or `delete`) and the report when a row's menu item is chosen.
   */
  onAction: (action: ReportAction, item: ReportRowData) => void;
  /**
   * `search` when filters are applied, so the empty state says nothing matched (default `content`).
   */
  emptyVariant?: 'content' | 'search';
  /** A button or link under the empty state ("New report"). */
  emptyAction?: ReactNode;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
}

const TitleBlock = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  min-width: 0;

  svg {
    flex: none;
    margin-top: 2px;
    color: ${theme.color.text.secondary};
  }
  div {
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
  }
  strong {
    font-weight: ${theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
  span {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
`;

const Time = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${theme.color.text.secondary};
`;

const rowId = (item: ReportRowData) => String(item.id);

/**
 * One page of the report list (content §2 /content/report) on the shared `DataList`: file type,
 * title and summary, display time (GMT+8), audience and status, with Edit and Delete per row.
 */
export function ReportTable({
  items,
  loading = false,
  onAction,
  emptyVariant = 'content',
  emptyAction,
  error,
  onRetry,
  paging,
}: ReportTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<DataListColumn<ReportRowData>[]>(
    () => [
      {
        key: 'report',
        header: t('rp-col-report'),
        cell: (item) => (
          <TitleBlock>
            <FileText aria-hidden size={18} />
            <div>
              <strong>
                {item.title}
                {item.extension ? ` (${item.extension})` : ''}
              </strong>
              {item.summary ? <span>{item.summary}</span> : null}
            </div>
          </TitleBlock>
        ),
      },
      {
        key: 'time',
        header: t('rp-col-time'),
        width: 152,
        hideOnMobile: true,
        cell: (item) => <Time>{formatChinaTime(item.display_time)}</Time>,
      },
      {
        key: 'audience',
        header: t('rp-col-audience'),
        width: 120,
        hideOnMobile: true,
        cell: (item) => <Badge>{t(`rs-vip-${item.vip_visibility}` as MessageKey)}</Badge>,
      },
      {
        key: 'status',
        header: t('rp-col-status'),
        width: 112,
        cell: (item) => <StatusBadge status={item.status} />,
      },
    ],
    [t],
  );
  return (
    <DataList<ReportRowData>
      rows={items}
      columns={columns}
      getRowId={rowId}
      label={t('rp-title')}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('rp-empty-title')}
      emptySubtitle={t('rp-empty-subtitle')}
      emptyAction={emptyAction}
      rowActions={(item) => (
        <DropdownMenu.Root placement="bottom-end">
          <DropdownMenu.Trigger
            variant="ghost"
            size="sm"
            aria-label={t('rp-actions', { title: item.title })}
          >
            <MoreHorizontal aria-hidden size={18} />
          </DropdownMenu.Trigger>
          <DropdownMenu.Content>
            <DropdownMenu.Item
              icon={<Pencil aria-hidden />}
              onSelect={() => onAction('edit', item)}
            >
              {t('rp-edit')}
            </DropdownMenu.Item>
            {item.status !== 'deleted' ? (
              <DropdownMenu.Item
                tone="danger"
                icon={<Trash2 aria-hidden />}
                onSelect={() => onAction('delete', item)}
              >
                {t('rp-delete')}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      )}
      rowActionsWidth={64}
      paging={paging}
    />
  );
}
