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
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '../../feedback/EmptyState';
import { Image } from '../../feedback/Image';
import { Skeleton } from '../../feedback/Skeleton';
import { StatusBadge } from '../../feedback/StatusBadge';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { DropdownMenu } from '../../overlays/DropdownMenu';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { formatChinaTime } from '../../utils/chinaTime';
import { formatRelativeTime } from '../../utils/format';

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
}

export type ArticleAction = 'edit' | 'copy-link' | 'draft' | 'publish' | 'push' | 'delete';

export interface ArticleTableProps {
  items: readonly ArticleRowData[];
  /** First load: skeleton rows. */
  loading?: boolean;
  /** Where the title and Edit lead. */
  editHref: (id: number) => string;
  /** The app's router link (ui never imports the router). */
  linkComponent?: LinkComponent;
  onAction: (action: ArticleAction, item: ArticleRowData) => void;
  /**
   * Offer "Push notification" on articles that are not deleted (the role that may push). The
   * caller refuses an unpublished one with "Please publish this article first.".
   */
  canPush?: boolean;
  /** `search` when filters are applied: the empty state then says so. */
  emptyVariant?: 'content' | 'search';
  emptyAction?: ReactNode;
  now?: number;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};

  th {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.weak};
    white-space: nowrap;
  }
  td {
    padding: ${({ theme }) => `${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.weak};
    vertical-align: middle;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.color.bg.hover};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    .hide-mobile {
      display: none;
    }
  }
`;

const ArticleCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Cover = styled.div`
  flex: none;
  width: 96px;
`;

const TitleBlock = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};

  a {
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
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
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Numeric = styled.td`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * One page of the article list (content §4, §9): cover (placeholder on failure), title, author,
 * status with the scheduled mark, relative time, counters and the row actions.
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
}: ArticleTableProps) {
  const { t } = useTranslation();
  // Relative times are computed against the time the list was shown (stable across re-renders).
  const [shownAt] = useState(() => Date.now());
  const current = now ?? shownAt;

  if (!loading && items.length === 0) {
    return emptyVariant === 'search' ? (
      <EmptyState
        variant="search"
        title={t('error-search-content-empty-title')}
        subtitle={t('error-search-content-empty-subtitle')}
        action={emptyAction}
      />
    ) : (
      <EmptyState
        variant="content"
        title={t('articles-empty-title')}
        subtitle={t('articles-empty-subtitle')}
        action={emptyAction}
      />
    );
  }

  return (
    <Table aria-busy={loading || undefined}>
      <thead>
        <tr>
          <th scope="col">{t('articles-col-article')}</th>
          <th scope="col">{t('articles-col-status')}</th>
          <th scope="col" className="hide-mobile">
            {t('articles-col-time')}
          </th>
          <th scope="col" className="hide-mobile">
            {t('articles-col-stats')}
          </th>
          <th scope="col">
            <VisuallyHidden>{t('articles-col-actions')}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {loading && items.length === 0
          ? Array.from({ length: 6 }, (_, i) => (
              <tr key={i} aria-hidden>
                <td colSpan={5}>
                  <Skeleton height={54} />
                </td>
              </tr>
            ))
          : items.map((item) => (
              <tr key={item.id}>
                <td>
                  <ArticleCell>
                    <Cover>
                      <Image src={item.cover_url} alt="" ratio={16 / 9} radius="sm" />
                    </Cover>
                    <TitleBlock>
                      <Link href={editHref(item.id)}>{item.title}</Link>
                      <Meta>
                        {item.author?.nickname ?? t('articles-no-author')} ·{' '}
                        {t('articles-words-count', { count: item.words_count })}
                      </Meta>
                    </TitleBlock>
                  </ArticleCell>
                </td>
                <td>
                  <StatusBadge
                    status={item.status}
                    plannedAt={item.planned_published_at}
                    now={current}
                  />
                </td>
                <Numeric className="hide-mobile" title={formatChinaTime(item.display_time)}>
                  {formatRelativeTime(item.display_time, t, current)}
                </Numeric>
                <Numeric className="hide-mobile">
                  {item.page_views.toLocaleString()} · {item.comment_count.toLocaleString()}
                </Numeric>
                <td>
                  <RowActions item={item} onAction={onAction} canPush={canPush} />
                </td>
              </tr>
            ))}
      </tbody>
    </Table>
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
