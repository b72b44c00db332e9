import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { StatusBadge, type ContentStatus } from '../../feedback/StatusBadge';
import { Select } from '../../inputs/Select';
import { IconButton } from '../../primitives/IconButton';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { formatChinaTime } from '../../utils/chinaTime';

import { theme } from '../../foundations/tokens';
/** The tag-relation groups (channels) of content §3, ALL first. */
export const CHANNEL_GROUPS = [
  99, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
] as const;
export type TagRelationGroupNumber = (typeof CHANNEL_GROUPS)[number];

/** A content item of a channel (the generic wrapper of content §3, as much as the list shows). */
export interface TagContentRow {
  kind: number;
  raw_id: number;
  title: string;
  status: ContentStatus;
  datetime: number;
}

export interface TagContentsProps {
  /** The channel shown (its relation group number). */
  group: TagRelationGroupNumber;
  /** Called with the channel the user switches to. */
  onGroupChange: (group: TagRelationGroupNumber) => void;
  /** The channel's items loaded so far, in display order. */
  rows: readonly TagContentRow[];
  /** Every item of the channel on the server. */
  total?: number;
  /** Items are loading: placeholder rows on the first load, a busy list after (default false). */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Loads the next page when the end of the list comes near. */
  onEndReached?: () => void;
  /** The tag is not published: its content is not listed yet (content §4). */
  unpublished?: boolean;
  /** Where a row's title links (its editor); no link when it answers null. */
  hrefOf?: (row: TagContentRow) => string | null;
  /** The app's router link for the rows' titles (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /** The height of the scrolling list (default 28rem). */
  height?: string;
  /** Takes a row out of the channel (a per-row button); no button without it. */
  onRemove?: (row: TagContentRow) => void;
  /** Above the list: the add-to-channel controls (`TagChannelAdd`). */
  toolbar?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    justify-content: space-between;
    gap: ${theme.space[3]};
  }

  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.warningSubtle};
  color: ${theme.color.text.primary};
`;

const Count = styled.span`
  color: ${theme.color.text.secondary};
`;

const Title = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  a {
    color: ${theme.color.text.link};
  }
`;

const KIND_KEYS: Record<number, string> = {
  1: 'desk-kind-article',
  3: 'desk-kind-video',
  8: 'desk-kind-link',
  9: 'desk-kind-report',
  13: 'desk-kind-roadshow',
  [-1]: 'desk-kind-calendar',
};

/** Rows are one line high, so 10,000 of them scroll as smoothly as 10 (virtualized, fixed height). */
const ROW_HEIGHT = 44;

/**
 * The contents of a tag by channel (content §3 tag-relation groups, §4): a channel selector (ALL
 * covers every group) over a virtualized list that loads more as it scrolls. Content of an
 * unpublished tag is not listed: a note says it shows once the tag is published.
 */
export function TagContents({
  group,
  onGroupChange,
  rows,
  total,
  loading = false,
  error,
  onRetry,
  onEndReached,
  unpublished = false,
  hrefOf,
  linkComponent: Link = DefaultLink,
  height = '28rem',
  onRemove,
  toolbar,
}: TagContentsProps) {
  const { t } = useTranslation();
  const columns: DataListColumn<TagContentRow>[] = [
    {
      key: 'title',
      header: t('desk-content-col-title'),
      width: 'minmax(0, 3fr)',
      cell: (row) => {
        const href = hrefOf?.(row) ?? null;
        return (
          <Title title={row.title}>{href ? <Link href={href}>{row.title}</Link> : row.title}</Title>
        );
      },
    },
    {
      key: 'kind',
      header: t('desk-content-col-kind'),
      width: '7rem',
      // Keys are listed in KIND_KEYS; an unknown kind reads "Other".
      cell: (row) => t((KIND_KEYS[row.kind] ?? 'desk-kind-other') as 'desk-kind-other'),
    },
    {
      key: 'status',
      header: t('desk-content-col-status'),
      width: '7rem',
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'time',
      header: t('desk-content-col-time'),
      width: '9rem',
      hideOnMobile: true,
      cell: (row) => formatChinaTime(row.datetime),
    },
  ];

  return (
    <Root aria-labelledby="nd-tag-contents">
      <header>
        <h2 id="nd-tag-contents">{t('desk-tag-contents')}</h2>
        <Select<TagRelationGroupNumber>
          label={t('desk-tag-channel')}
          value={group}
          onChange={(v) => onGroupChange(v ?? 99)}
          options={CHANNEL_GROUPS.map((g) => ({ value: g, label: t(`desk-group-${g}`) }))}
        />
      </header>
      {toolbar}
      {unpublished ? (
        <Note role="note">{t('desk-tag-unpublished')}</Note>
      ) : (
        <>
          {total !== undefined && !error ? (
            <Count role="status">{t('desk-tag-contents-total', { count: total })}</Count>
          ) : null}
          <DataList
            label={t('desk-tag-contents-list')}
            rows={rows}
            columns={columns}
            getRowId={(row) => `${row.kind}:${row.raw_id}`}
            loading={loading}
            error={error}
            onRetry={onRetry}
            emptyTitle={t('desk-tag-contents-empty')}
            scroll="container"
            height={height}
            rowHeight={ROW_HEIGHT}
            totalCount={total}
            onEndReached={onEndReached}
            {...(onRemove
              ? {
                  rowActionsWidth: 56,
                  rowActions: (row: TagContentRow) => (
                    <IconButton
                      label={t('desk-channel-remove', { title: row.title })}
                      icon={<X aria-hidden size={16} />}
                      variant="danger"
                      onClick={() => onRemove(row)}
                    />
                  ),
                }
              : {})}
          />
        </>
      )}
    </Root>
  );
}
