import { FileText, Home, MoreHorizontal, Pencil, Send, Trash2, Undo2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Badge, type BadgeTone } from '../../feedback/Badge';
import { Image } from '../../feedback/Image';
import { StatusBadge, type LiveStatus } from '../../feedback/StatusBadge';
import type { MessageKey } from '../../foundations/i18n/messages';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { DropdownMenu } from '../../overlays/DropdownMenu';
import { formatChinaTime } from '../../utils/chinaTime';

import { theme } from '../../foundations/tokens';
/**
 * What a row shows of a roadshow: the list summary of content §3 (`live_status` in the list coding:
 * 1 in progress, 2 finished, anything else not started).
 */
export interface RoadshowRowData {
  id: number;
  title: string;
  status: 'draft' | 'published' | 'deleted';
  start_time: number;
  end_time: number | null;
  live_status: number;
  tags: readonly { id: number; name: string; group: number }[];
  is_home: boolean;
  /** 0 normal (all), 1 assigned, 2 black-gold, 3 meta. */
  vip_visibility: number;
  poster: string | null;
}

export type RoadshowAction = 'edit' | 'publish' | 'draft' | 'delete';

export interface RoadshowTableProps {
  /** The roadshows of the current page, in display order. */
  items: readonly RoadshowRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** Where the title and Edit lead. */
  editHref: (id: number) => string;
  /** The app's router link for the title and Edit (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /**
   * Called with the action (edit, publish, draft, delete) and the roadshow when a row's menu item
   * is chosen.
   */
  onAction: (action: RoadshowAction, item: RoadshowRowData) => void;
  /** `search` when a filter is applied: the empty state says so. */
  emptyVariant?: 'content' | 'search';
  /** A button or link under the empty state ("New roadshow"). */
  emptyAction?: ReactNode;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Under the rows: the `Pagination`. */
  paging?: ReactNode;
}

/** The list coding of live progress to the badge (content §3: 1 in progress, 2 finished, else not started). */
export function liveStatusOfList(code: number): LiveStatus {
  return code === 1 ? 'in-progress' : code === 2 ? 'finished' : 'not-started';
}

const VIP_TONES: Record<number, BadgeTone> = {
  0: 'neutral',
  1: 'info',
  2: 'warning',
  3: 'success',
};

const Cell = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 0;
  width: 100%;
`;

const Poster = styled.div`
  flex: none;
  width: 96px;
`;

const TitleBlock = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};

  a {
    color: ${theme.color.text.primary};
    font-weight: ${theme.font.weight.medium};
    text-decoration: none;
    overflow-wrap: anywhere;
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const Times = styled.span`
  display: flex;
  flex-direction: column;
  font-variant-numeric: tabular-nums;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  white-space: nowrap;
`;

const Audience = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
`;

const rowId = (item: RoadshowRowData) => String(item.id);

/**
 * One page of the roadshow list (content §3, §4) on the shared `DataList`: poster (placeholder on
 * failure), title and tags, start and end in China time, live progress, publication status,
 * audience (`vip_visibility`: normal, black-gold, meta) with the home-page mark (`is_home`), and the
 * row actions (edit, publish or convert to draft, delete) that go through the status call.
 */
export function RoadshowTable({
  items,
  loading = false,
  editHref,
  linkComponent: Link = DefaultLink,
  onAction,
  emptyVariant = 'content',
  emptyAction,
  error,
  onRetry,
  paging,
}: RoadshowTableProps) {
  const { t } = useTranslation();

  const columns = useMemo<DataListColumn<RoadshowRowData>[]>(
    () => [
      {
        key: 'roadshow',
        header: t('rs-col-roadshow'),
        cell: (item) => (
          <Cell>
            <Poster>
              <Image src={item.poster} alt="" ratio={16 / 9} radius="sm" />
            </Poster>
            <TitleBlock>
              <Link href={editHref(item.id)}>{item.title}</Link>
              {item.tags.length > 0 ? (
                <Tags>
                  {item.tags.map((tag) => (
                    <span key={`${tag.id}-${tag.group}`}>#{tag.name}</span>
                  ))}
                </Tags>
              ) : null}
            </TitleBlock>
          </Cell>
        ),
      },
      {
        key: 'time',
        header: t('rs-col-time'),
        width: 168,
        hideOnMobile: true,
        cell: (item) => (
          <Times>
            <span>{formatChinaTime(item.start_time)}</span>
            <span>{item.end_time !== null ? formatChinaTime(item.end_time) : t('rs-no-end')}</span>
          </Times>
        ),
      },
      {
        key: 'live',
        header: t('rs-col-live'),
        width: 120,
        cell: (item) => <StatusBadge kind="live" status={liveStatusOfList(item.live_status)} />,
      },
      {
        key: 'status',
        header: t('rs-col-status'),
        width: 112,
        cell: (item) => <StatusBadge status={item.status} />,
      },
      {
        key: 'audience',
        header: t('rs-col-audience'),
        width: 160,
        hideOnMobile: true,
        cell: (item) => (
          <Audience>
            <Badge tone={VIP_TONES[item.vip_visibility] ?? 'neutral'}>
              {t(`rs-vip-${item.vip_visibility}` as MessageKey)}
            </Badge>
            {item.is_home ? (
              <Badge tone="info" title={t('rs-home-label')}>
                <Home aria-hidden size={12} /> {t('rs-home')}
              </Badge>
            ) : null}
          </Audience>
        ),
      },
    ],
    [t, Link, editHref],
  );

  return (
    <DataList<RoadshowRowData>
      rows={items}
      columns={columns}
      getRowId={rowId}
      label={t('rs-list-title')}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('rs-empty-title')}
      emptySubtitle={t('rs-empty-subtitle')}
      emptyAction={emptyAction}
      rowActions={(item) => <RowActions item={item} onAction={onAction} />}
      rowActionsWidth={64}
      paging={paging}
    />
  );
}

function RowActions({
  item,
  onAction,
}: {
  item: RoadshowRowData;
  onAction: RoadshowTableProps['onAction'];
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root placement="bottom-end">
      <DropdownMenu.Trigger
        variant="ghost"
        size="sm"
        aria-label={t('rs-actions', { title: item.title })}
      >
        <MoreHorizontal aria-hidden size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item icon={<Pencil aria-hidden />} onSelect={() => onAction('edit', item)}>
          {t('rs-action-edit')}
        </DropdownMenu.Item>
        {item.status !== 'published' ? (
          <DropdownMenu.Item icon={<Send aria-hidden />} onSelect={() => onAction('publish', item)}>
            {t('rs-action-publish')}
          </DropdownMenu.Item>
        ) : null}
        {item.status !== 'draft' ? (
          <DropdownMenu.Item
            icon={item.status === 'deleted' ? <Undo2 aria-hidden /> : <FileText aria-hidden />}
            onSelect={() => onAction('draft', item)}
          >
            {t('rs-action-draft')}
          </DropdownMenu.Item>
        ) : null}
        {item.status !== 'deleted' ? (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Item
              tone="danger"
              icon={<Trash2 aria-hidden />}
              onSelect={() => onAction('delete', item)}
            >
              {t('rs-action-delete')}
            </DropdownMenu.Item>
          </>
        ) : null}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
