import { usePreference, type ArticleFiltersValue } from '@newsdesk/ui';
import { useMemo, useState } from 'react';
import { useArticleListQuery } from '../../../data/articles';
import { useListUrl } from '../../../data/list';
import { useTagLookup, useTagNames } from '../../../data/tagLookup';
import { useUser, useUserLookup } from '../../../data/userLookup';
import { articleListCodec, applyFilters, toApiQuery, toFiltersValue } from './listQuery';

/**
 * The article list's state: the URL (every filter, the page, the sort), the local hide-deleted
 * preference, the page of articles, and the filter bar's value with the names of the ids the URL
 * carries (looked up, or remembered from the pick, or read from the rows).
 */
export function useArticleList() {
  const url = useListUrl(articleListCodec);
  const { state } = url;
  const [hideDeleted, setHideDeleted] = usePreference('hideDeletedContents');
  const apiQuery = useMemo(() => toApiQuery(state, hideDeleted), [state, hideDeleted]);
  const list = useArticleListQuery(apiQuery);

  // The pickers' suggestions are read when a picker opens, not with the first rows.
  const tagLookup = useTagLookup({ untilOpened: true });
  const tagNamesById = useTagNames(state.tagIds);
  const userLookup = useUserLookup({ untilOpened: true });
  const author = useUser(state.userId);

  // Names picked in the filters, so a pick shows its name before any lookup answers.
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(() => new Map());
  const tagNames = new Map([...picked, ...tagNamesById]);
  const authorName =
    state.userId !== null
      ? (author.data?.nickname ??
        picked.get(state.userId) ??
        list.data?.items.find((a) => a.author?.id === state.userId)?.author?.nickname ??
        null)
      : null;

  const changeFilters = (patch: Partial<ArticleFiltersValue>) => {
    const names = [...(patch.tags ?? []), ...(patch.author ? [patch.author] : [])];
    if (names.length)
      setPicked((prev) => new Map([...prev, ...names.map((e) => [e.id, e.name] as const)]));
    url.setState(applyFilters(state, patch));
  };

  return {
    url,
    list,
    filters: {
      value: toFiltersValue(state, { author: authorName, tags: tagNames }),
      onChange: changeFilters,
      onReset: () => url.setState(url.initial),
      hideDeleted,
      onHideDeletedChange: setHideDeleted,
      tagSearch: {
        results: tagLookup.results,
        onSearch: tagLookup.onSearch,
        onOpen: tagLookup.onOpen,
        loading: tagLookup.loading,
      },
      authorSearch: {
        results: userLookup.results,
        onSearch: userLookup.onSearch,
        onOpen: userLookup.onOpen,
        loading: userLookup.loading,
      },
    },
  };
}
