import {
  BellRing,
  ExternalLink,
  FileText,
  Link2,
  MoreHorizontal,
  Pencil,
  Send,
  Trash2,
  Undo2,
} from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Image } from '../../feedback/Image';
import { StatusBadge } from '../../feedback/StatusBadge';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { DropdownMenu } from '../../overlays/DropdownMenu';
import { formatChinaTime } from '../../utils/chinaTime';
import { formatRelativeTime } from '../../utils/format';
import { formatDuration } from '../EpisodeList/episodeFormat';

import { theme } from '../../foundations/tokens';
/** What a row shows of a video (a subset of the contract's VideoSummary). */
export interface VideoRowData {
  id: number;
  title: string;
  cover_url: string | null;
  status: 'draft' | 'published' | 'deleted';
  planned_published_at: number | null;
  display_time: number;
  author: { nickname: string } | null;
  episode_count: number;
  /** Total length in seconds; null when no episode has one. */
  duration: number | null;
  counter: { viewed: number };
}

export type VideoAction = 'open' | 'edit' | 'copy-link' | 'publish' | 'draft' | 'push' | 'delete';

export interface VideoTableProps {
  /** The videos loaded so far, in display order. */
  items: readonly VideoRowData[];
  /** First load: placeholder rows; later loads keep the rows (busy). */
  loading?: boolean;
  /** Where the title and Edit lead (the deep link /content/video/{id}). */
  editHref: (id: number) => string;
  /** The app's router link for the title and Edit (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /**
   * Called with the action (open, edit, copy link, publish, draft, push, delete) and the video when
   * a row's menu item is chosen.
   */
  onAction: (action: VideoAction, item: VideoRowData) => void;
  /** Offer "Push notification" (the role that may push); the caller refuses unpublished videos. */
  canPush?: boolean;
  /**
   * `search` when filters are applied, so the empty state says nothing matched (default `content`).
   */
  emptyVariant?: 'content' | 'search';
  /** A button or link under the empty state ("New video"). */
  emptyAction?: ReactNode;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Under the rows: the "Load more" of the anchor paging. */
  paging?: ReactNode;
  /** "Now" for the relative times and the scheduled mark (stories pin it). */
  now?: number;
}

const VideoCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 0;
  width: 100%;
`;

const Cover = styled.div`
  flex: none;
  width: 112px;
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
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  a:hover {
    text-decoration: underline;
  }
  span {
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
`;

const Numeric = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${theme.color.text.secondary};
`;

const rowId = (item: VideoRowData) => String(item.id);

/**
 * One page of the video list (content §2, §4) on the shared `DataList`: cover, title and author,
 * status with the scheduled mark, episodes and their total length, display time, views, and the
 * row menu (open, edit, copy link, publish or convert to draft, push, delete).
 */
export function VideoTable({
  items,
  loading = false,
  editHref,
  linkComponent: Link = DefaultLink,
  onAction,
  canPush = false,
  emptyVariant = 'content',
  emptyAction,
  error,
  onRetry,
  paging,
  now,
}: VideoTableProps) {
  const { t } = useTranslation();
  const [shownAt] = useState(() => Date.now());
  const current = now ?? shownAt;

  const columns = useMemo<DataListColumn<VideoRowData>[]>(
    () => [
      {
        key: 'video',
        header: t('vid-col-video'),
        cell: (item) => (
          <VideoCell>
            <Cover>
              <Image src={item.cover_url} alt="" ratio={16 / 9} radius="sm" />
            </Cover>
            <TitleBlock>
              <Link href={editHref(item.id)}>{item.title}</Link>
              <span>{item.author?.nickname ?? t('vid-no-author')}</span>
            </TitleBlock>
          </VideoCell>
        ),
      },
      {
        key: 'status',
        header: t('vid-col-status'),
        width: 'minmax(120px, 216px)',
        cell: (item) => (
          <StatusBadge status={item.status} plannedAt={item.planned_published_at} now={current} />
        ),
      },
      {
        key: 'episodes',
        header: t('vid-col-episodes'),
        width: 136,
        hideOnMobile: true,
        cell: (item) => (
          <Numeric>
            {t('vid-episodes-count', { count: item.episode_count })}
            {item.duration !== null ? ` · ${formatDuration(item.duration)}` : ''}
          </Numeric>
        ),
      },
      {
        key: 'time',
        header: t('vid-col-time'),
        width: 136,
        hideOnMobile: true,
        cell: (item) => (
          <Numeric title={formatChinaTime(item.display_time)}>
            {formatRelativeTime(item.display_time, t, current)}
          </Numeric>
        ),
      },
      {
        key: 'viewed',
        header: t('vid-col-viewed'),
        width: 96,
        align: 'end',
        hideOnMobile: true,
        cell: (item) => <Numeric>{item.counter.viewed.toLocaleString()}</Numeric>,
      },
    ],
    [t, Link, editHref, current],
  );

  return (
    <DataList<VideoRowData>
      rows={items}
      columns={columns}
      getRowId={rowId}
      label={t('vid-title')}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('vid-empty-title')}
      emptySubtitle={t('vid-empty-subtitle')}
      emptyAction={emptyAction}
      rowActions={(item) => <RowActions item={item} onAction={onAction} canPush={canPush} />}
      rowActionsWidth={64}
      paging={paging}
    />
  );
}

function RowActions({
  item,
  onAction,
  canPush,
}: {
  item: VideoRowData;
  onAction: VideoTableProps['onAction'];
  canPush: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root placement="bottom-end">
      <DropdownMenu.Trigger
        variant="ghost"
        size="sm"
        aria-label={t('vid-actions-for', { title: item.title })}
      >
        <MoreHorizontal aria-hidden size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Item
          icon={<ExternalLink aria-hidden />}
          onSelect={() => onAction('open', item)}
        >
          {t('vid-action-open')}
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Pencil aria-hidden />} onSelect={() => onAction('edit', item)}>
          {t('action-edit')}
        </DropdownMenu.Item>
        <DropdownMenu.Item
          icon={<Link2 aria-hidden />}
          onSelect={() => onAction('copy-link', item)}
        >
          {t('action-copy-link')}
        </DropdownMenu.Item>
        {canPush && item.status !== 'deleted' ? (
          <DropdownMenu.Item
            icon={<BellRing aria-hidden />}
            onSelect={() => onAction('push', item)}
          >
            {t('vid-action-push')}
          </DropdownMenu.Item>
        ) : null}
        {item.status !== 'published' ? (
          <DropdownMenu.Item icon={<Send aria-hidden />} onSelect={() => onAction('publish', item)}>
            {t('vid-action-publish')}
          </DropdownMenu.Item>
        ) : null}
        {item.status !== 'draft' ? (
          <DropdownMenu.Item
            icon={item.status === 'deleted' ? <Undo2 aria-hidden /> : <FileText aria-hidden />}
            onSelect={() => onAction('draft', item)}
          >
            {item.status === 'deleted' ? t('vid-action-restore') : t('vid-action-draft')}
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
              {t('action-delete')}
            </DropdownMenu.Item>
          </>
        ) : null}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
