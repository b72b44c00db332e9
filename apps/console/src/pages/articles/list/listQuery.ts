import {
  getPreference,
  type ArticleFiltersValue,
  type ArticleStatusFilter,
  type WordBucket,
} from '@newsdesk/ui';
import type { RouteDataContext } from '../../../app/routeData';
import { articleListRead, type ArticleListQuery } from '../../../data/articles';
import { prefetchRouteRead } from '../../../data/cache';
import { parsePaging, writePaging, type ListUrlCodec } from '../../../data/list';

/** The list query of the API (`GET /v1/admin/article`). */
export type ArticleListApiQuery = ArticleListQuery;

/**
 * Every list parameter of the spec (content §9) as the URL carries it, so a view is a shareable link
 * and Back works. Unknown or malformed values are dropped, never sent.
 */
export interface ArticleListUrlState {
  page: number;
  /** all 0, draft 1, published 2, deleted 3 (the spec's numeric filter). */
  status: ArticleStatusFilter;
  level: number[];
  tagIds: number[];
  country: string | null;
  /** `prefix_tagId`, e.g. `industry_12`. */
  category: string | null;
  excludeIds: number[];
  excludeKind: string | null;
  sourceIds: number[];
  sort: 'desc' | 'asc';
  k: string;
  userId: number | null;
  start: number | null;
  end: number | null;
  words: WordBucket | null;
}

const STATUS_CODES: Record<ArticleStatusFilter, string> = {
  all: '0',
  draft: '1',
  published: '2',
  deleted: '3',
};
const STATUS_BY_CODE = Object.fromEntries(
  Object.entries(STATUS_CODES).map(([k, v]) => [v, k]),
) as Record<string, ArticleStatusFilter>;
const WORDS: readonly WordBucket[] = ['lt2000', '2000-3000', '3000-5000', 'gt5000'];

const int = (v: string | null) => (v && /^\d{1,15}$/.test(v) ? Number(v) : null);
const ints = (v: string | null) =>
  (v ?? '')
    .split(',')
    .map((s) => int(s.trim()))
    .filter((n): n is number => n !== null);

export function parseListUrl(params: URLSearchParams): ArticleListUrlState {
  const category = params.get('category');
  const words = params.get('words');
  return {
    page: parsePaging(params).page,
    status: STATUS_BY_CODE[params.get('status') ?? '0'] ?? 'all',
    level: ints(params.get('level')).filter((n) => n <= 3),
    tagIds: ints(params.get('tagIds')),
    country: params.get('country') || null,
    category: category && /^[a-z][a-z0-9-]*_\d+$/i.test(category) ? category : null,
    excludeIds: ints(params.get('excludeIds')),
    excludeKind: params.get('excludeKind') || null,
    sourceIds: ints(params.get('sourceIds')),
    sort: params.get('sort') === 'asc' ? 'asc' : 'desc',
    k: (params.get('k') ?? '').trim().slice(0, 100),
    userId: int(params.get('userId')),
    start: int(params.get('start')),
    end: int(params.get('end')),
    words: WORDS.includes(words as WordBucket) ? (words as WordBucket) : null,
  };
}

/** The URL of a state: defaults are left out, so the plain list is `/content/article/list`. */
export function serializeListUrl(state: ArticleListUrlState): URLSearchParams {
  const p = writePaging(new URLSearchParams(), { page: state.page, cursor: null });
  if (state.status !== 'all') p.set('status', STATUS_CODES[state.status]);
  if (state.level.length) p.set('level', state.level.join(','));
  if (state.tagIds.length) p.set('tagIds', state.tagIds.join(','));
  if (state.country) p.set('country', state.country);
  if (state.category) p.set('category', state.category);
  if (state.excludeIds.length) p.set('excludeIds', state.excludeIds.join(','));
  if (state.excludeKind) p.set('excludeKind', state.excludeKind);
  if (state.sourceIds.length) p.set('sourceIds', state.sourceIds.join(','));
  if (state.sort !== 'desc') p.set('sort', state.sort);
  if (state.k) p.set('k', state.k);
  if (state.userId !== null) p.set('userId', String(state.userId));
  if (state.start !== null) p.set('start', String(state.start));
  if (state.end !== null) p.set('end', String(state.end));
  if (state.words) p.set('words', state.words);
  return p;
}

/** The article list's URL codec for `useListUrl`. */
export const articleListCodec: ListUrlCodec<ArticleListUrlState> = {
  parse: parseListUrl,
  serialize: serializeListUrl,
};

/** Word-count buckets to the API's strict bounds (documented on listArticles). */
const WORD_BOUNDS: Record<WordBucket, { wc_gt?: number; wc_lt?: number }> = {
  lt2000: { wc_lt: 2000 },
  '2000-3000': { wc_gt: 1999, wc_lt: 3000 },
  '3000-5000': { wc_gt: 2999, wc_lt: 5000 },
  gt5000: { wc_gt: 4999 },
};

export const PAGE_SIZE = 20;

/** The API query of a URL state; `hideDeleted` is the local preference (content §9). */
export function toApiQuery(state: ArticleListUrlState, hideDeleted: boolean): ArticleListApiQuery {
  const tagIds = [...state.tagIds];
  const categoryTag = state.category ? Number(state.category.split('_').pop()) : null;
  if (categoryTag !== null && !tagIds.includes(categoryTag)) tagIds.push(categoryTag);
  const q: ArticleListApiQuery = { page: state.page, limit: PAGE_SIZE, sort: state.sort };
  if (state.status !== 'all') q.status = state.status;
  else if (hideDeleted) q.hide_deleted = true;
  if (state.level.length) q.vip_visibility = state.level as ArticleListApiQuery['vip_visibility'];
  if (tagIds.length) q.tag_ids = tagIds;
  if (state.excludeIds.length) q.exclude_ids = state.excludeIds;
  if (state.k) q.keyword = state.k;
  if (state.userId !== null) q.author_id = state.userId;
  if (state.start !== null) q.start = state.start;
  if (state.end !== null) q.end = state.end;
  if (state.words) Object.assign(q, WORD_BOUNDS[state.words]);
  return q;
}

/** The route's first read (routes.tsx): the page of the list its URL names, as the page will ask. */
export function prefetchArticleList({ url, queryClient }: RouteDataContext): Promise<void> {
  const state = parseListUrl(url.searchParams);
  return prefetchRouteRead(
    queryClient,
    articleListRead(toApiQuery(state, getPreference('hideDeletedContents'))),
  );
}

/** Names of the ids the URL carries (fetched by the page); unknown ids show as `#id`. */
export interface FilterNames {
  author: string | null;
  tags: ReadonlyMap<number, string>;
}

/** The filter bar's value from the URL state and the names of its ids. */
export function toFiltersValue(
  state: ArticleListUrlState,
  names: FilterNames,
): ArticleFiltersValue {
  return {
    status: state.status,
    keyword: state.k,
    range:
      state.start !== null && state.end !== null ? { start: state.start, end: state.end } : null,
    words: state.words,
    sort: state.sort,
    author:
      state.userId !== null ? { id: state.userId, name: names.author ?? `#${state.userId}` } : null,
    tags: state.tagIds.map((id) => ({ id, name: names.tags.get(id) ?? `#${id}` })),
  };
}

/** A filter change: the new URL state, back on page 1. */
export function applyFilters(
  state: ArticleListUrlState,
  patch: Partial<ArticleFiltersValue>,
): ArticleListUrlState {
  const next = { ...state, page: 1 };
  if (patch.status !== undefined) next.status = patch.status;
  if (patch.keyword !== undefined) next.k = patch.keyword;
  if (patch.range !== undefined) {
    next.start = patch.range?.start ?? null;
    next.end = patch.range?.end ?? null;
  }
  if (patch.words !== undefined) next.words = patch.words;
  if (patch.sort !== undefined) next.sort = patch.sort;
  if (patch.author !== undefined) next.userId = patch.author?.id ?? null;
  if (patch.tags !== undefined) next.tagIds = patch.tags.map((tag) => tag.id);
  return next;
}
