import { isConflict, unwrap, type Main } from '@newsdesk/api-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { unlessRouteRead } from './cache';
import { api } from './clients';

/**
 * The articles domain: every article call, its cache keys and its error mapping. Pages use the
 * hooks; the plain functions are for the editor's own flows (autosave, explicit saves).
 */
export type Article = Main.components['schemas']['Article'];
export type ArticleCreate = Main.components['schemas']['ArticleCreate'];
export type ArticleUpdate = Main.components['schemas']['ArticleUpdate'];
/** A row of the article list. */
export type ArticleSummary = Main.components['schemas']['ArticleSummary'];
export type ArticleStatus = 'draft' | 'published' | 'deleted';
/** The list query of the API (`GET /v1/admin/article`). */
export type ArticleListQuery = NonNullable<Main.operations['listArticles']['parameters']['query']>;

/** Cache keys of the domain: invalidate `lists()` after any write, `detail(id)` holds one article. */
export const articleKeys = {
  all: ['articles'] as const,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: (query: ArticleListQuery) => [...articleKeys.lists(), query] as const,
  details: () => [...articleKeys.all, 'detail'] as const,
  detail: (id: number) => [...articleKeys.details(), id] as const,
};

export const getArticle = (id: number): Promise<Article> =>
  unwrap(api.main.GET('/v1/admin/article/{id}', { params: { path: { id } } }));

export const createArticle = (body: ArticleCreate): Promise<Article> =>
  unwrap(api.main.POST('/v1/admin/article', { body }));

export const updateArticle = (id: number, body: ArticleUpdate): Promise<Article> =>
  unwrap(api.main.PUT('/v1/admin/article/{id}', { params: { path: { id } }, body }));

const setArticleStatus = (v: { id: number; status: ArticleStatus; version: number }) =>
  unwrap(
    api.main.PUT('/v1/admin/article/{id}/status', {
      params: { path: { id: v.id } },
      body: { status: v.status, version: v.version },
    }),
  );

/**
 * One article. `live: false` (the editor) reads it once and keeps it: the editor owns it from then
 * on; otherwise it follows the list's freshness.
 */
export function useArticle(id: number | null, { live = true }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? 0),
    queryFn: () => getArticle(id!),
    enabled: id !== null && Number.isFinite(id),
    retry: false,
    ...(live ? {} : { staleTime: Infinity }),
  });
}

/** The read of one page of the article list (the page's hook, and its route's first read). */
export const articleListRead = (query: ArticleListQuery) => ({
  queryKey: articleKeys.list(query),
  queryFn: () => unwrap(api.main.GET('/v1/admin/article', { params: { query } })),
});

/** A page of the article list; the previous page stays on screen while the next loads. */
export function useArticleListQuery(query: ArticleListQuery) {
  return useQuery({
    ...articleListRead(query),
    placeholderData: keepPreviousData,
    refetchOnMount: unlessRouteRead,
  });
}

/** Status changes from the list (publish, convert to draft, delete); lists refresh afterwards. */
export function useArticleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setArticleStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: articleKeys.lists() }),
  });
}

/** The editor's writes into the cache: an article the server answered, and stale lists. */
export function useArticleCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      store: (article: Article) =>
        queryClient.setQueryData(articleKeys.detail(article.id), article),
      invalidateLists: () => queryClient.invalidateQueries({ queryKey: articleKeys.lists() }),
    }),
    [queryClient],
  );
}

/** Error mapping: the server's version and article in a conflict answer (40009), else null. */
export function conflictOf(error: unknown): { version: number; article: Article | null } | null {
  if (!isConflict(error)) return null;
  const data = error.data as { current_version?: number; current?: Partial<Article> } | null;
  if (!data || typeof data.current_version !== 'number') return null;
  const current = data.current;
  const complete = current && typeof current.title === 'string' && typeof current.body === 'string';
  return { version: data.current_version, article: complete ? (current as Article) : null };
}
