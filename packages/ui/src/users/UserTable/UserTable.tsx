import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Avatar } from '../../feedback/Avatar';
import { Badge } from '../../feedback/Badge';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { Button } from '../../primitives/Button';
import { activeMemberships, membershipName, userDateTime } from '../names';
import type { UserRowData } from '../types';

import { theme } from '../../foundations/tokens';
export interface UserTableProps<T extends UserRowData = UserRowData> {
  /** The users of the current page, in display order. */
  items: readonly T[];
  /** First load: placeholder rows; later loads keep the rows (busy). */
  loading?: boolean;
  /** Every match on the server (for `aria-rowcount`). */
  totalCount?: number;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** `search` when a keyword or an id narrows the list. */
  emptyVariant?: 'content' | 'search';
  /** The profile link of a user. */
  profileHref: (user: T) => string;
  /** The app's router link for the profile links (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /** Freeze a normal account (the page confirms first). */
  onFreeze: (user: T) => void;
  /** Recover a frozen account (the page confirms first). */
  onRecover: (user: T) => void;
  /** The user whose status is being changed (its button waits). */
  pendingId?: number | null;
  /** Under the rows: the pagination. */
  paging?: ReactNode;
}

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-width: 0;

  a {
    color: ${theme.color.text.link};
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${theme.color.text.secondary};
    font-size: ${theme.font.size.sm};
  }
`;

const Wrap = styled.span`
  overflow-wrap: anywhere;
  min-width: 0;
`;

const Tiers = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
`;

/**
 * The user list (operations §3): avatar with nickname and id, e-mail, mobile, status (normal or
 * frozen), the memberships that count now, created; per row the Freeze or Recover action. Rows are
 * virtualized from 100 on (`DataList`), so a page of any size stays smooth.
 */
export function UserTable<T extends UserRowData>({
  items,
  loading = false,
  totalCount,
  error,
  onRetry,
  emptyVariant = 'content',
  profileHref,
  linkComponent: Link = DefaultLink,
  onFreeze,
  onRecover,
  pendingId = null,
  paging,
}: UserTableProps<T>) {
  const { t } = useTranslation();
  const none = t('users-none');
  const columns: DataListColumn<T>[] = [
    {
      key: 'user',
      header: t('users-col-user'),
      width: 'minmax(180px, 1.4fr)',
      cell: (u) => (
        <Person>
          <Avatar size="sm" name={u.nickname} src={u.avatar} decorative />
          <span>
            <Link href={profileHref(u)}>{u.nickname}</Link>
            <small>ID {u.id}</small>
          </span>
        </Person>
      ),
    },
    {
      key: 'email',
      header: t('users-col-email'),
      width: 'minmax(160px, 1.2fr)',
      hideOnMobile: true,
      cell: (u) => <Wrap>{u.email?.email ?? none}</Wrap>,
    },
    {
      key: 'mobile',
      header: t('users-col-mobile'),
      width: 'minmax(120px, 1fr)',
      hideOnMobile: true,
      cell: (u) => <Wrap>{u.mobile?.phone ?? none}</Wrap>,
    },
    {
      key: 'status',
      header: t('users-col-status'),
      width: 96,
      cell: (u) => (
        <Badge tone={u.status === 'frozen' ? 'danger' : 'success'}>
          {t(u.status === 'frozen' ? 'users-status-frozen' : 'users-status-good')}
        </Badge>
      ),
    },
    {
      key: 'membership',
      header: t('users-col-membership'),
      width: 'minmax(120px, 1fr)',
      cell: (u) => {
        const active = activeMemberships(u.memberships);
        return active.length === 0 ? (
          t('users-no-membership')
        ) : (
          <Tiers>
            {active.map((m) => (
              <Badge key={m.level} tone={m.level === 1 ? 'neutral' : 'info'}>
                {membershipName(t, m.level)}
              </Badge>
            ))}
          </Tiers>
        );
      },
    },
    {
      key: 'created',
      header: t('users-col-created'),
      width: 140,
      hideOnMobile: true,
      cell: (u) => userDateTime(u.created_at),
    },
  ];

  return (
    <DataList
      rows={items}
      columns={columns}
      getRowId={(u) => String(u.id)}
      label={t('users-table')}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyVariant={emptyVariant}
      emptyTitle={t('users-empty')}
      emptySubtitle={t('users-empty-subtitle')}
      totalCount={totalCount}
      rowHeight={56}
      rowActionsWidth={112}
      rowActions={(u) =>
        u.status === 'frozen' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('users-recover-of', { name: u.nickname })}
            loading={pendingId === u.id}
            onClick={() => onRecover(u)}
          >
            {t('users-recover')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="danger"
            aria-label={t('users-freeze-of', { name: u.nickname })}
            loading={pendingId === u.id}
            onClick={() => onFreeze(u)}
          >
            {t('users-freeze')}
          </Button>
        )
      }
      paging={paging}
    />
  );
}
