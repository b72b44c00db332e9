import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { IconButton } from '../../primitives/IconButton';
import { userDateTime } from '../names';

export interface UserGroupRow {
  id: string;
  name: string;
  description?: string | null;
  member_count: number;
  updated_at: number;
  version: number;
}

export interface UserGroupTableProps<T extends UserGroupRow = UserGroupRow> {
  /** The user groups of the current page, in display order. */
  items: readonly T[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** The total on the server, for `aria-rowcount` (the loaded count otherwise). */
  totalCount?: number;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** The group's page. */
  groupHref: (group: T) => string;
  /** The app's router link for the group names (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /** Delete a group (the page confirms first); without it, no delete action. */
  onDelete?: (group: T) => void;
  /** Under the rows: the list's `Pagination`. */
  paging?: ReactNode;
}

const Wrap = styled.span`
  overflow-wrap: anywhere;
  min-width: 0;
`;

/** User groups (roadshow user groups): name, description, members, updated; delete per row. */
export function UserGroupTable<T extends UserGroupRow>({
  items,
  loading = false,
  totalCount,
  error,
  onRetry,
  groupHref,
  linkComponent: Link = DefaultLink,
  onDelete,
  paging,
}: UserGroupTableProps<T>) {
  const { t } = useTranslation();
  const columns: DataListColumn<T>[] = [
    {
      key: 'name',
      header: t('groups-name'),
      width: 'minmax(160px, 1.2fr)',
      cell: (g) => (
        <Wrap>
          <Link href={groupHref(g)}>{g.name}</Link>
        </Wrap>
      ),
    },
    {
      key: 'description',
      header: t('groups-description'),
      width: 'minmax(160px, 2fr)',
      hideOnMobile: true,
      cell: (g) => <Wrap>{g.description ?? t('users-none')}</Wrap>,
    },
    {
      key: 'members',
      header: t('groups-members'),
      width: 120,
      align: 'end',
      cell: (g) => t('groups-member-count', { count: g.member_count }),
    },
    {
      key: 'updated',
      header: t('groups-updated'),
      width: 140,
      hideOnMobile: true,
      cell: (g) => userDateTime(g.updated_at),
    },
  ];
  return (
    <DataList
      rows={items}
      columns={columns}
      getRowId={(g) => g.id}
      label={t('groups-table')}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyTitle={t('groups-empty')}
      emptySubtitle={t('groups-empty-subtitle')}
      totalCount={totalCount}
      rowActions={
        onDelete
          ? (g) => (
              <IconButton
                variant="danger"
                label={t('groups-delete', { name: g.name })}
                icon={<Trash2 aria-hidden size={16} />}
                onClick={() => onDelete(g)}
              />
            )
          : undefined
      }
      paging={paging}
    />
  );
}
