import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { DataList, type DataListColumn } from '../../data/DataList';
import { Badge } from '../../feedback/Badge';
import { TextInput } from '../../inputs/TextInput';
import { DefaultLink, type LinkComponent } from '../../layout/Sidebar/types';
import { formatChinaTime } from '../../utils/chinaTime';

/** What a row shows of a key-value entry. */
export interface KvRowData {
  key: string;
  name: string;
  updated_at: number;
  has_schema: boolean;
}

export interface KvTableProps {
  /** The entries loaded so far, in display order. */
  items: readonly KvRowData[];
  /** The page is loading: placeholder rows on the first load, a busy table after. */
  loading?: boolean;
  /** A failed load's message, shown with Retry instead of the rows. */
  error?: string | null;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** Where an entry's name leads, given its key (its editor). */
  editHref: (key: string) => string;
  /** The app's router link for the names (defaults to a plain anchor). */
  linkComponent?: LinkComponent;
  /** The search (applied after a pause, on Enter or on leaving the field). */
  keyword: string;
  /**
   * Called with the trimmed keyword after the typing pause, on Enter or when the field loses focus.
   */
  onKeywordChange: (keyword: string) => void;
  /** How long typing waits before the keyword applies, in ms (default 400). */
  keywordDelay?: number;
  /** Under the rows: the "Load more" pager. */
  paging?: ReactNode;
}

const Key = styled.code`
  overflow-wrap: anywhere;
`;

/**
 * The key-value list (operations §2, §7): key (opens the editor), name, last update (newest first),
 * whether a schema form edits it; a search over key and name; anchor paging below.
 */
export function KvTable({
  items,
  loading,
  error,
  onRetry,
  editHref,
  linkComponent: Link = DefaultLink,
  keyword: keywordProp,
  onKeywordChange,
  keywordDelay = 400,
  paging,
}: KvTableProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(keywordProp);
  const [seen, setSeen] = useState(keywordProp);
  if (seen !== keywordProp) {
    setSeen(keywordProp);
    setKeyword(keywordProp);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onKeywordChange);
  useEffect(() => {
    latest.current = onKeywordChange;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = () => {
    clearTimeout(timer.current);
    if (keyword.trim() !== keywordProp) onKeywordChange(keyword.trim());
  };
  const columns: DataListColumn<KvRowData>[] = [
    {
      key: 'key',
      header: t('kv-key'),
      width: 'minmax(160px, 2fr)',
      cell: (row) => (
        <Link href={editHref(row.key)}>
          <Key>{row.key}</Key>
        </Link>
      ),
    },
    { key: 'name', header: t('kv-name'), width: 'minmax(120px, 2fr)' },
    {
      key: 'updated',
      header: t('kv-updated'),
      width: 140,
      cell: (row) => formatChinaTime(row.updated_at),
    },
    {
      key: 'schema',
      header: t('kv-schema'),
      width: 104,
      hideOnMobile: true,
      cell: (row) =>
        row.has_schema ? (
          <Badge tone="info">{t('kv-has-schema')}</Badge>
        ) : (
          <Badge tone="neutral">{t('kv-no-schema')}</Badge>
        ),
    },
  ];
  return (
    <>
      <div role="search" aria-label={t('kv-search')}>
        <TextInput
          label={t('kv-search')}
          type="search"
          value={keyword}
          trim={false}
          maxLength={100}
          prefix={<Search aria-hidden size={16} />}
          onChange={(text) => {
            setKeyword(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => latest.current(text.trim()), keywordDelay);
          }}
          onBlur={apply}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
        />
      </div>
      <DataList
        rows={items}
        columns={columns}
        getRowId={(row) => row.key}
        label={t('kv-list-label')}
        loading={loading}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyVariant={keywordProp ? 'search' : 'content'}
        emptyTitle={t('kv-empty')}
        paging={paging}
      />
    </>
  );
}
