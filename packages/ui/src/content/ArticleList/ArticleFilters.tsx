import { Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../foundations/i18n/useTranslation';
import styled from 'styled-components';
import { Chip } from '../../inputs/Chip';
import { Combobox } from '../../inputs/Combobox';
import { DateRangePicker } from '../../inputs/DateRangePicker';
import { Select } from '../../inputs/Select';
import { Switch } from '../../inputs/Switch';
import { TextInput } from '../../inputs/TextInput';
import { Button } from '../../primitives/Button';

import { theme } from '../../foundations/tokens';
export type ArticleStatusFilter = 'all' | 'published' | 'draft' | 'deleted';
export type WordBucket = 'lt2000' | '2000-3000' | '3000-5000' | 'gt5000';
/**
 * The list's order: `desc` newest first, `related` by relevance (content §3 "Sort desc/related",
 * the URL's `sort`), `asc` oldest first (the contract's other order).
 */
export type ArticleSort = 'desc' | 'related' | 'asc';
/** The orders offered when `sortOptions` is not given: those the list contract accepts today. */
export const DEFAULT_ARTICLE_SORTS: readonly ('desc' | 'asc')[] = ['desc', 'asc'];
/** The orders of the spec (content §3): newest first, by relevance. */
export const SPEC_ARTICLE_SORTS: readonly ('desc' | 'related')[] = ['desc', 'related'];

export interface ArticleFiltersValue<S extends ArticleSort = 'desc' | 'asc'> {
  status: ArticleStatusFilter;
  keyword: string;
  range: { start: number; end: number } | null;
  words: WordBucket | null;
  sort: S;
  /** The author filter (`userId`), with the name to show. */
  author: ArticleFilterEntity | null;
  /** The tag filter (`tagIds`), with the names to show. */
  tags: readonly ArticleFilterEntity[];
}

/** A tag or an author as the filters show it. */
export interface ArticleFilterEntity {
  id: number;
  name: string;
}

/** A remote option list: the results of the last search (the app fetches them). */
export interface ArticleFilterSearch {
  results: readonly ArticleFilterEntity[];
  /** Called 400 ms after the last keystroke with the typed text (content §9). */
  onSearch: (query: string) => void;
  /**
   * Called when the picker's list opens: a search that reads nothing until the picker is used
   * (the console's) starts its first read here.
   */
  onOpen?: () => void;
  loading?: boolean;
}

export interface ArticleFiltersProps<S extends ArticleSort = 'desc' | 'asc'> {
  /** The applied filters: status, keyword, date range, word count, order, author and tags. */
  value: ArticleFiltersValue<S>;
  /** A change of some filters (the page resets to 1). */
  onChange: (patch: Partial<ArticleFiltersValue<S>>) => void;
  /**
   * The orders offered, first = the default (`SPEC_ARTICLE_SORTS`: newest first and by relevance,
   * content §3). Default `DEFAULT_ARTICLE_SORTS` (newest, oldest).
   */
  sortOptions?: readonly S[];
  /** Called by the reset button: restore every filter to its default. */
  onReset: () => void;
  /** The local preference hideDeletedContents (content §9), shown as a switch. */
  hideDeleted: boolean;
  /** Called with the switch's new state when the user toggles "hide deleted". */
  onHideDeletedChange: (hide: boolean) => void;
  /** The current time, for the date shortcuts (stories pin it). */
  now?: number;
  /** How long typing waits before the keyword applies (ms). */
  keywordDelay?: number;
  /** Tag search (second host's queryTags in the console). Without it, no tag picker is shown. */
  tagSearch?: ArticleFilterSearch;
  /** Author search (the user list in the console). Without it, no author picker is shown. */
  authorSearch?: ArticleFilterSearch;
}

/** The selected entities first, then the results not already among them. */
function mergeOptions(
  selected: readonly ArticleFilterEntity[],
  results: readonly ArticleFilterEntity[],
) {
  const seen = new Set(selected.map((e) => e.id));
  return [...selected, ...results.filter((e) => !seen.has(e.id))].map((e) => ({
    value: e.id,
    label: e.name,
  }));
}

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};

  & > * {
    min-width: 180px;
  }
  & > .grow {
    flex: 1 1 260px;
  }
`;

/** The switch, the author chip and the reset button: one line, centred, each at its own width. */
const ToggleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;

const StatusGroup = styled.div`
  display: flex;
  gap: ${theme.space[1]};
  border-bottom: 1px solid ${theme.color.border.weak};
`;

const StatusButton = styled.button`
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  padding: ${theme.space[2]} ${theme.space[3]};
  background: none;
  font: inherit;
  color: ${theme.color.text.secondary};
  cursor: pointer;

  &:hover {
    color: ${theme.color.text.primary};
  }
  &[aria-pressed='true'] {
    color: ${theme.color.text.link};
    border-bottom-color: ${theme.color.bg.accent};
    font-weight: ${theme.font.weight.medium};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.border.focus};
    outline-offset: -2px;
  }
`;

/**
 * The filters of the article list (content §4, §9): status tabs, keyword (applied after a pause),
 * display-time range with the date shortcuts, word-count buckets, order, tags and the author (both
 * searched remotely by the app), and the hide-deleted preference. Controlled: the app keeps the
 * value in the URL.
 */
export function ArticleFilters<S extends ArticleSort = 'desc' | 'asc'>({
  value,
  onChange,
  sortOptions = DEFAULT_ARTICLE_SORTS as readonly ArticleSort[] as readonly S[],
  onReset,
  hideDeleted,
  onHideDeletedChange,
  now,
  keywordDelay = 400,
  tagSearch,
  authorSearch,
}: ArticleFiltersProps<S>) {
  const { t } = useTranslation();
  const tagOptions = useMemo(
    () => mergeOptions(value.tags, tagSearch?.results ?? []),
    [value.tags, tagSearch?.results],
  );
  const authorOptions = useMemo(
    () => mergeOptions(value.author ? [value.author] : [], authorSearch?.results ?? []),
    [value.author, authorSearch?.results],
  );
  // The author's name can arrive after the id (a shared link): the field is then rebuilt to show it
  // (the combobox follows a new value, not a new label of the same value).
  const [authorShown, setAuthorShown] = useState(value.author);
  const [authorKey, setAuthorKey] = useState(0);
  if (authorShown?.id !== value.author?.id || authorShown?.name !== value.author?.name) {
    if (authorShown && value.author && authorShown.id === value.author.id)
      setAuthorKey((k) => k + 1);
    setAuthorShown(value.author);
  }
  const entity = (id: number) => {
    const option = [...tagOptions, ...authorOptions].find((o) => o.value === id);
    return { id, name: option ? option.label : `#${id}` };
  };
  const [keyword, setKeyword] = useState(value.keyword);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  // The URL can change the keyword (Back, a shared link): the field follows.
  const [seen, setSeen] = useState(value.keyword);
  if (seen !== value.keyword) {
    setSeen(value.keyword);
    setKeyword(value.keyword);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const typeKeyword = (text: string) => {
    setKeyword(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current({ keyword: text.trim() }), keywordDelay);
  };
  const applyKeyword = () => {
    clearTimeout(timer.current);
    if (keyword.trim() !== value.keyword) onChange({ keyword: keyword.trim() });
  };

  const statuses: ArticleStatusFilter[] = ['all', 'published', 'draft', 'deleted'];
  return (
    <Bar role="search" aria-label={t('articles-filters')}>
      {/* A filter of the list below, not tabs with panels: a group of toggle buttons. */}
      <StatusGroup role="group" aria-label={t('articles-status-tabs')}>
        {statuses.map((s) => (
          <StatusButton
            key={s}
            type="button"
            aria-pressed={value.status === s}
            onClick={() => {
              if (value.status !== s) onChange({ status: s });
            }}
          >
            {s === 'all' ? t('articles-status-all') : t(`status-${s}`)}
          </StatusButton>
        ))}
      </StatusGroup>
      <Row>
        <div className="grow">
          <TextInput
            label={t('articles-keyword')}
            type="search"
            value={keyword}
            trim={false}
            onChange={typeKeyword}
            onBlur={applyKeyword}
            onKeyDown={(e) => {
              if (e.key === 'Enter') applyKeyword();
            }}
            prefix={<Search aria-hidden size={16} />}
          />
        </div>
        <DateRangePicker
          label={t('articles-date')}
          value={value.range}
          onChange={(range) => onChange({ range })}
          clearable
          now={now}
        />
        <Select<WordBucket>
          label={t('articles-words')}
          value={value.words}
          clearable
          onChange={(words) => onChange({ words })}
          options={[
            { value: 'lt2000', label: t('articles-words-lt2000') },
            { value: '2000-3000', label: t('articles-words-2000-3000') },
            { value: '3000-5000', label: t('articles-words-3000-5000') },
            { value: 'gt5000', label: t('articles-words-gt5000') },
          ]}
        />
        <Select<S>
          label={t('articles-sort')}
          value={value.sort}
          onChange={(sort) => {
            const next = sort ?? sortOptions[0];
            if (next !== undefined && next !== value.sort)
              onChange({ sort: next } as Partial<ArticleFiltersValue<S>>);
          }}
          options={sortOptions.map((sort) => ({ value: sort, label: t(`articles-sort-${sort}`) }))}
        />
      </Row>
      {tagSearch || authorSearch ? (
        <Row>
          {tagSearch ? (
            <div className="grow">
              <Combobox<number, true>
                label={t('articles-tags')}
                multiple
                value={value.tags.map((tag) => tag.id)}
                options={tagOptions}
                onSearch={tagSearch.onSearch}
                onOpenChange={(open) => (open ? tagSearch.onOpen?.() : undefined)}
                loading={tagSearch.loading}
                placeholder={t('articles-tags-placeholder')}
                onChange={(ids) => onChange({ tags: ids.map(entity) })}
              />
            </div>
          ) : null}
          {authorSearch ? (
            <Combobox<number>
              key={authorKey}
              label={t('articles-author')}
              value={value.author?.id ?? null}
              options={authorOptions}
              onSearch={authorSearch.onSearch}
              onOpenChange={(open) => (open ? authorSearch.onOpen?.() : undefined)}
              loading={authorSearch.loading}
              clearable
              placeholder={t('articles-author-placeholder')}
              onChange={(id) => onChange({ author: id === null ? null : entity(id) })}
            />
          ) : null}
        </Row>
      ) : null}
      <ToggleRow>
        <Switch
          label={t('articles-hide-deleted')}
          checked={hideDeleted}
          onChange={onHideDeletedChange}
        />
        {value.author && !authorSearch ? (
          <Chip
            tone="accent"
            label={t('articles-author-filter', { name: value.author.name })}
            onRemove={() => onChange({ author: null })}
          />
        ) : null}
        <Button variant="ghost" size="sm" onClick={onReset}>
          {t('articles-reset')}
        </Button>
      </ToggleRow>
    </Bar>
  );
}
