import {
  BellRing,
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
import { ArticleOriginBadge, type ArticleOrigin } from '../ArticleOrigin';
import { formatChinaTime } from '../../utils/chinaTime';
import { formatRelativeTime } from '../../utils/format';

import { theme } from '../../foundations/tokens';
/** What a row shows of an article (a subset of the contract's ArticleSummary). */
export interface ArticleRowData {
  id: number;
  title: string;
  author: { nickname: string } | null;
  cover_url: string | null;
  status: 'draft' | 'published' | 'deleted';
  planned_published_at: number | null;
  display_time: number;
  words_count: number;
  page_views: number;
  comment_count: number;
  /** Where it comes from (content §3); JIN10 and WSCN are marked next to the author. */
  origin?: ArticleOrigin;
}

export type ArticleAction = 'edit' | 'copy-link' | 'draft' | 'publish' | 'push' | 'delete';

export interface ArticleTableProps {
  /** The articles of the current page, in display order. */
  items: readonly ArticleRowData[];
  /** First load: skeleton rows. */
  loading?: boolean;
  /** Where the title and Edit lead. */
  editHref: (id: number) => string;
  /** The app's router link (ui never imports the router). */
  linkComponent?: LinkComponent;
  /**
   * Called with the action and the article when a row's menu item is chosen (edit, copy link,
   * draft, publish, push, delete).
   */
  onAction: (action: ArticleAction, item: ArticleRowData) => void;
  /**
   * Offer "Push notification" on articles that are not deleted (the role that may push). The
   * caller refuses an unpublished one with "Please publish this article first.".
   */
  canPush?: boolean;
  /** `search` when filters are applied: the empty state then says so. */
  emptyVariant?: 'content' | 'search';
  /** A button or link under the empty state ("New article", "Clear filters"). */
  emptyAction?: ReactNode;
  /**
   * Now (ms): a draft planned after it shows as scheduled; defaults to when the table mounted
   * (stories pin it).
   */
  now?: number;
  /**
   * Selection of rows by article id: with `onSelectedChange` or `bulkActions`, each row gets a
   * checkbox and the header a select-all box.
   */
  selected?: readonly number[];
  /** Called with every selected article id when a row's box or the select-all box changes. */
  onSelectedChange?: (ids: number[]) => void;
  /** The bulk actions, in a bar that appears with the count selected; `clear` empties the selection. */
  bulkActions?: (selected: readonly number[], clear: () => void) => ReactNode;
  /** A message when the page failed to load, shown with Retry (`onRetry`) instead of the rows. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Under the rows: the `Pagination` of the list. */
  paging?: ReactNode;
}

const ArticleCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-width: 0;
  width: 100%;
`;

const Cover = styled.div`
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
    overflow: hidden;
    text-overflow: ellipsis;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const Numeric = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${theme.color.text.secondary};
`;

const rowId = (item: ArticleRowData) => String(item.id);

/**
 * One page of the article list (content §4, §9) on the shared `DataList`: cover (placeholder on
 * failure), title, author, origin, status with the scheduled mark, relative time, counters and the
 * row actions; the first load's placeholder rows, the empty and empty-search states, and optional
 * selection with bulk actions.
 */
export function ArticleTable({
  items,
  loading = false,
  editHref,
  linkComponent: Link = DefaultLink,
  onAction,
  canPush = false,
  emptyVariant = 'content',
  emptyAction,
  now,
  selected,
  onSelectedChange,
  bulkActions,
  error,
  onRetry,
  paging,
}: ArticleTableProps) {
  const { t } = useTranslation();
  // Relative times are computed against the time the list was shown (stable across re-renders).
  const [shownAt] = useState(() => Date.now());
  const current = now ?? shownAt;
  const selectable = onSelectedChange !== undefined || bulkActions !== undefined;

  const columns = useMemo<DataListColumn<ArticleRowData>[]>(
    () => [
      {
        key: 'article',
        header: t('articles-col-article'),
        cell: (item) => (
          <ArticleCell>
            <Cover>
              <Image src={item.cover_url} alt="" ratio={16 / 9} radius="sm" />
            </Cover>
            <TitleBlock>
              <Link href={editHref(item.id)}>{item.title}</Link>
              <Meta>
                <span>
                  {item.author?.nickname ?? t('articles-no-author')} ·{' '}
                  {t('articles-words-count', { count: item.words_count })}
                </span>
                {item.origin ? <ArticleOriginBadge origin={item.origin} showNone={false} /> : null}
              </Meta>
            </TitleBlock>
          </ArticleCell>
        ),
      },
      {
        key: 'status',
        header: t('articles-col-status'),
        width: 'minmax(120px, 216px)',
        cell: (item) => (
          <StatusBadge status={item.status} plannedAt={item.planned_published_at} now={current} />
        ),
      },
      {
        key: 'time',
        header: t('articles-col-time'),
        width: 136,
        hideOnMobile: true,
        cell: (item) => (
          <Numeric title={formatChinaTime(item.display_time)}>
            {formatRelativeTime(item.display_time, t, current)}
          </Numeric>
        ),
      },
      {
        key: 'stats',
        header: t('articles-col-stats'),
        width: 136,
        hideOnMobile: true,
        cell: (item) => (
          <Numeric>
            {item.page_views.toLocaleString()} · {item.comment_count.toLocaleString()}
          </Numeric>
        ),
      },
    ],
    [t, Link, editHref, current],
  );

  return (
    <DataList<ArticleRowData>
      rows={items}
      columns={columns}
      getRowId={rowId}
      label={t('articles-title')}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('articles-empty-title')}
      emptySubtitle={t('articles-empty-subtitle')}
      emptyAction={emptyAction}
      selectable={selectable}
      selected={selected?.map(String)}
      onSelectedChange={onSelectedChange ? (ids) => onSelectedChange(ids.map(Number)) : undefined}
      getRowLabel={(item) => t('articles-bulk-select', { title: item.title })}
      bulkActions={bulkActions ? (ids, clear) => bulkActions(ids.map(Number), clear) : undefined}
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
  item: ArticleRowData;
  onAction: ArticleTableProps['onAction'];
  canPush: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root placement="bottom-end">
      <DropdownMenu.Trigger
        variant="ghost"
        size="sm"
        aria-label={t('articles-actions-for', { title: item.title })}
      >
        <MoreHorizontal aria-hidden size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
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
            {t('articles-action-push')}
          </DropdownMenu.Item>
        ) : null}
        {item.status !== 'published' ? (
          <DropdownMenu.Item icon={<Send aria-hidden />} onSelect={() => onAction('publish', item)}>
            {t('articles-action-publish')}
          </DropdownMenu.Item>
        ) : null}
        {item.status !== 'draft' ? (
          <DropdownMenu.Item
            icon={item.status === 'deleted' ? <Undo2 aria-hidden /> : <FileText aria-hidden />}
            onSelect={() => onAction('draft', item)}
          >
            {item.status === 'deleted' ? t('articles-action-restore') : t('articles-action-draft')}
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
