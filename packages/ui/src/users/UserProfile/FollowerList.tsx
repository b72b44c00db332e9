import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Avatar } from '../../feedback/Avatar';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { Button } from '../../primitives/Button';
import { userDate } from '../names';

import { theme } from '../../foundations/tokens';
export interface FollowerItem {
  user: { id: number; nickname: string; avatar: string | null };
  followed_at: number;
}

export interface FollowerListProps {
  /** The followers loaded so far, in display order. */
  items: readonly FollowerItem[];
  /** Every follower (paging ignored). */
  total?: number;
  /** The first page is loading: placeholder rows instead of the list (default false). */
  loading?: boolean;
  /** More pages behind the cursor. */
  hasMore?: boolean;
  /** The next page is loading: "Load more" shows a spinner and ignores clicks (default false). */
  loadingMore?: boolean;
  /** Called by "Load more" (shown while `hasMore`): append the next page. */
  onLoadMore?: () => void;
  /** A failed load's message, shown (with Retry) instead of the list. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`; no button without it. */
  onRetry?: () => void;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${theme.space[2]};

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-width: 0;
  }
  span {
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${theme.color.text.secondary};
  }
`;

const More = styled.div`
  margin-top: ${theme.space[3]};
`;

/** A user's followers, newest first, a page at a time (cursor paging), with the total. */
export function FollowerList({
  items,
  total,
  loading = false,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  error,
  onRetry,
}: FollowerListProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} aria-busy={loading || loadingMore || undefined}>
      <h2 id={id}>
        {t('profile-followers')}
        {total !== undefined ? ` · ${t('profile-followers-total', { count: total })}` : ''}
      </h2>
      {error ? (
        <div role="alert">
          <p>{error}</p>
          {onRetry ? <Button onClick={onRetry}>{t('action-retry')}</Button> : null}
        </div>
      ) : loading ? (
        <Skeleton lines={3} />
      ) : items.length === 0 ? (
        <EmptyState size="sm" titleTag="p" title={t('profile-followers-empty')} />
      ) : (
        <>
          <List>
            {items.map((f) => (
              <li key={f.user.id}>
                <Avatar size="sm" name={f.user.nickname} src={f.user.avatar} decorative />
                <span>
                  {f.user.nickname}
                  <small>{t('profile-followed-at', { date: userDate(f.followed_at) })}</small>
                </span>
              </li>
            ))}
          </List>
          {hasMore ? (
            <More>
              <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
                {t('profile-followers-more')}
              </Button>
            </More>
          ) : null}
        </>
      )}
    </section>
  );
}
