import { FileArchive, FileAudio, FileText, FileVideo, MoreHorizontal } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { EmptyState } from '../../feedback/EmptyState';
import { Image } from '../../feedback/Image';
import { Skeleton } from '../../feedback/Skeleton';
import { DropdownMenu } from '../../overlays/DropdownMenu';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { formatChinaTime } from '../../utils/chinaTime';
import { formatFileSize } from '../../utils/format';
import { mediaExtensionOf, type MediaItemData } from './mediaFiles';

import { theme } from '../../foundations/tokens';
export interface MediaBrowserProps {
  /** The files of the current page, in display order. */
  items: readonly MediaItemData[];
  /** Grid of cards or list of rows. */
  view: 'grid' | 'list';
  /** The page is loading: placeholders on the first load, a busy list after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the files. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /**
   * `search` when filters are applied, so the empty state says nothing matched (default `content`).
   */
  emptyVariant?: 'content' | 'search';
  /** Called with the file when its thumbnail or its menu's Preview is chosen. */
  onPreview: (item: MediaItemData) => void;
  /** Called with the file when its menu's Copy link is chosen. */
  onCopy: (item: MediaItemData) => void;
  /** Called with the file when its menu's Edit is chosen. */
  onEdit: (item: MediaItemData) => void;
  /** Called with the file when its menu's Delete is chosen (the caller confirms). */
  onDelete: (item: MediaItemData) => void;
  /** A new file chosen for the item (replace). */
  onReplace: (item: MediaItemData, file: File) => void;
  /** Under the files: the list's `Pagination`. */
  paging?: ReactNode;
  /** The total on the server, for `aria-rowcount` in the list view (the loaded count otherwise). */
  totalCount?: number;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.color.border.weak};
  border-radius: ${theme.radii.md};
  background: ${theme.color.bg.surface};
  min-width: 0;
`;

const Thumb = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 3;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: ${theme.color.bg.subtle};
  color: ${theme.color.text.secondary};
  cursor: zoom-in;
  overflow: hidden;
  padding: 0;
  & > :not(svg) {
    width: 100%;
  }
  &:focus-visible {
    box-shadow: ${theme.shadow.focus};
    outline: none;
  }
`;

const CardTitle = styled.span`
  font-weight: ${theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const Name = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const icons = {
  pdf: FileText,
  word: FileText,
  excel: FileText,
  ppt: FileText,
  audio: FileAudio,
  video: FileVideo,
  other: FileArchive,
} as const;

/**
 * The Download item's link attributes: the file's URL, saved under its name (`download`; a browser
 * honours it for same-origin files). The menu item's props type has no `download`, so it comes in
 * through a spread, which React passes on to the anchor.
 */
const downloadLink = (item: MediaItemData) => ({ href: item.url, download: item.name });

function TypeIcon({ item }: { item: MediaItemData }) {
  if (item.type === 'image') return <Image src={item.url} alt="" ratio={4 / 3} fit="cover" />;
  const Icon = icons[item.type];
  return <Icon aria-hidden size={40} />;
}

/**
 * The media library's files (content §2 /content/medias) as a grid or a list: title, name, type,
 * file extension (list), size (content §9 rule), uploader, upload time, report flag, and per file preview, copy link,
 * download, replace, edit and delete.
 */
export function MediaBrowser({
  items,
  view,
  loading,
  error,
  onRetry,
  emptyVariant = 'content',
  onPreview,
  onCopy,
  onEdit,
  onDelete,
  onReplace,
  paging,
  totalCount,
}: MediaBrowserProps) {
  const { t } = useTranslation();
  const replaceInput = useRef<HTMLInputElement>(null);
  const replacing = useRef<MediaItemData | null>(null);

  const actions = (item: MediaItemData) => (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        render={(props) => (
          <IconButton
            {...props}
            label={t('media-actions', { title: item.title })}
            icon={<MoreHorizontal aria-hidden size={16} />}
            variant="ghost"
          />
        )}
      />
      <DropdownMenu.Content>
        <DropdownMenu.Item onSelect={() => onPreview(item)}>{t('media-preview')}</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onCopy(item)}>{t('media-copy-link')}</DropdownMenu.Item>
        <DropdownMenu.Item {...downloadLink(item)}>{t('media-download')}</DropdownMenu.Item>
        <DropdownMenu.Item
          onSelect={() => {
            replacing.current = item;
            replaceInput.current?.click();
          }}
        >
          {t('media-replace')}
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onEdit(item)}>{t('media-edit')}</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" onSelect={() => onDelete(item)}>
          {t('media-delete')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );

  const picker = (
    <input
      ref={replaceInput}
      type="file"
      hidden
      aria-label={t('media-replace')}
      onChange={(e) => {
        const file = e.target.files?.[0];
        const item = replacing.current;
        e.target.value = '';
        if (file && item) onReplace(item, file);
      }}
    />
  );

  if (view === 'list') {
    const columns: DataListColumn<MediaItemData>[] = [
      {
        key: 'title',
        header: t('media-title'),
        width: 'minmax(180px, 2fr)',
        cell: (item) => (
          <span>
            <CardTitle>{item.title}</CardTitle>
            <br />
            <Name>{item.name}</Name>
          </span>
        ),
      },
      { key: 'type', header: t('media-type'), width: 90, cell: (i) => t(`media-type-${i.type}`) },
      {
        key: 'extension',
        header: t('media-extension'),
        width: 80,
        cell: (i) => {
          const ext = mediaExtensionOf(i);
          return ext ? `.${ext}` : '—';
        },
      },
      { key: 'size', header: t('media-size'), width: 90, cell: (i) => formatFileSize(i.size) },
      {
        key: 'author',
        header: t('media-author'),
        width: 120,
        hideOnMobile: true,
        cell: (i) => i.author ?? '—',
      },
      {
        key: 'created_at',
        header: t('media-uploaded'),
        width: 150,
        cell: (i) => formatChinaTime(i.created_at),
      },
      {
        key: 'is_report',
        header: t('media-is-report'),
        width: 90,
        cell: (i) => (i.is_report ? t('media-yes') : t('media-no')),
      },
    ];
    return (
      <>
        {picker}
        <DataList
          label={t('media-list-label')}
          rows={items}
          columns={columns}
          getRowId={(i) => String(i.id)}
          loading={loading}
          error={error}
          onRetry={onRetry}
          emptyVariant={emptyVariant}
          emptyTitle={t('media-empty')}
          rowActions={actions}
          paging={paging}
          totalCount={totalCount}
        />
      </>
    );
  }

  let body: ReactNode;
  if (error) {
    body = (
      <EmptyState
        title={error}
        action={onRetry ? <Button onClick={onRetry}>{t('action-retry')}</Button> : undefined}
      />
    );
  } else if (loading && items.length === 0) {
    // The placeholders are hidden from assistive technology: the status says it once, as a list's
    // does (SkeletonList).
    body = (
      <>
        <VisuallyHidden role="status">{t('feedback-loading')}</VisuallyHidden>
        <Grid aria-busy="true" aria-label={t('media-list-label')}>
          {Array.from({ length: 8 }, (_, i) => (
            <Card key={i}>
              <Skeleton height="150px" />
              <Skeleton width="70%" />
            </Card>
          ))}
        </Grid>
      </>
    );
  } else if (items.length === 0) {
    body =
      emptyVariant === 'search' ? (
        <EmptyState variant="search" />
      ) : (
        <EmptyState title={t('media-empty')} />
      );
  } else {
    body = (
      <Grid aria-label={t('media-list-label')}>
        {items.map((item) => (
          <Card key={item.id}>
            <Thumb
              type="button"
              aria-label={t('media-preview-of', { title: item.title })}
              onClick={() => onPreview(item)}
            >
              <TypeIcon item={item} />
            </Thumb>
            <CardTitle>{item.title}</CardTitle>
            <Name>{item.name}</Name>
            <Meta>
              <span>
                {t(`media-type-${item.type}`)} · {formatFileSize(item.size)} ·{' '}
                {formatChinaTime(item.created_at, 'YYYY/MM/DD')}
                {item.is_report ? ` · ${t('media-report')}` : ''}
              </span>
              {actions(item)}
            </Meta>
          </Card>
        ))}
      </Grid>
    );
  }
  return (
    <>
      {picker}
      {body}
      {paging}
    </>
  );
}
